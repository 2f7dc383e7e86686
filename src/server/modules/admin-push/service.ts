import crypto from 'node:crypto';
import { countDistinct, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DisplayLocale } from '../../../shared/domain/display-locale';
import { CHANNEL_FIGURES_HOURS, NOTICE_CHANNELS, type PushFigures, type TestPushResult } from '../../../shared/schemas/push-figures';
import { pushSubscriptions } from '../../db/schema';
import { pushPayload } from '../../outbox/effects/push-notification';
import { PushSender } from '../../notifications/push-sender';
import { recordAudit, type AuditContext } from '../audit/service';

/** The test push's words, in the device's language. */
const TEST_WORDS: Record<DisplayLocale, { title: string; body: string }> = {
  'en-IN': { title: 'GaadiCare test push', body: 'Pushes reach this device.' },
  'kn-IN': { title: 'GaadiCare ಪರೀಕ್ಷಾ ಪುಶ್', body: 'ಈ ಸಾಧನಕ್ಕೆ ಪುಶ್‌ಗಳು ತಲುಪುತ್ತವೆ.' },
  'hi-IN': { title: 'GaadiCare टेस्ट पुश', body: 'इस डिवाइस पर पुश पहुँचते हैं।' },
};

/** A test push is kept by the push service for a minute: a device off for longer need not show it later. */
const TEST_TTL_SECONDS = 60;

/** Sends and failures per channel over the last day, the live subscriptions, and the administrator's own. */
export async function pushFigures(app: FastifyInstance, adminId: string, now = new Date()): Promise<PushFigures> {
  const since = new Date(now.getTime() - CHANNEL_FIGURES_HOURS * 3_600_000);
  const [channels, [all], [mine]] = await Promise.all([
    app.outbox.channelCounts(NOTICE_CHANNELS, since),
    app.db.select({ devices: count(), accounts: countDistinct(pushSubscriptions.accountId) }).from(pushSubscriptions),
    app.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, adminId)),
  ]);
  return {
    hours: CHANNEL_FIGURES_HOURS,
    channels: channels.map((c) => ({ ...c, channel: c.channel as PushFigures['channels'][number]['channel'] })),
    subscriptions: { devices: Number(all?.devices ?? 0), accounts: Number(all?.accounts ?? 0) },
    mine: Number(mine?.n ?? 0),
  };
}

/**
 * A push to each of the administrator's own devices, sent now (not through the outbox: the answer
 * says what each push service did). A subscription the service no longer knows is removed, as a
 * delivery would; the attempt is one event in the audit trail.
 */
export async function sendTestPush(app: FastifyInstance, adminId: string, context: AuditContext): Promise<TestPushResult> {
  const devices = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, adminId));
  const sender = new PushSender(app.push.vapid);
  const navigate = new URL('/admin', app.push.publicUrl).toString();
  const id = crypto.randomUUID();
  const outcomes = await Promise.all(
    devices.map((device) =>
      sender.send(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        { payload: pushPayload(TEST_WORDS[device.locale], navigate, device.locale, undefined, id, 'admin.testPush'), ttlSeconds: TEST_TTL_SECONDS, urgency: 'normal' },
      ),
    ),
  );
  const gone = devices.filter((_, i) => outcomes[i].kind === 'gone').map((d) => d.endpoint);
  const result: TestPushResult = {
    devices: devices.length,
    sent: outcomes.filter((o) => o.kind === 'sent').length,
    removed: gone.length,
    failed: outcomes.filter((o) => o.kind !== 'sent' && o.kind !== 'gone').length,
  };
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.kind === 'failed') app.log.warn({ device: i, status: outcome.status }, 'A test push was refused by its push service');
  }
  await app.db.transaction(async (tx) => {
    if (gone.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
    await recordAudit(tx, context, 'push.test', { subject: adminId, after: result });
  });
  return result;
}
