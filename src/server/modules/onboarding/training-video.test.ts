import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { TRAINING_VIDEO } from '../../../shared/catalog/training-video';
import { providerVerification } from '../../db/schema';
import { FILM_REPORT_SLACK_MS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const start = (who: string, id = who, headers: Record<string, string> = {}) =>
  t.as(who)({ method: 'POST', url: `/api/provider/${id}/training-video/start`, headers });
const complete = (who: string, id = who) => t.as(who)({ method: 'POST', url: `/api/provider/${id}/complete-training`, payload: { trainingType: 'video' } });
const startedAt = async (id: string) =>
  (await t.app.db.select({ at: providerVerification.videoStartedAt }).from(providerVerification).where(eq(providerVerification.providerId, id)))[0]?.at ?? null;
/** Moves the recorded start back, as if `seconds` had passed since. */
const startedAgo = (id: string, ms: number) =>
  t.app.db.update(providerVerification).set({ videoStartedAt: new Date(Date.now() - ms) }).where(eq(providerVerification.providerId, id));

describe('video training', () => {
  it('refuses to mark the video done by a bare call, before the film was started', async () => {
    const res = await complete('provider-3');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Play the training film from the start: it counts once watched to the end');
    expect((await t.as('provider-3')({ method: 'GET', url: '/api/provider/provider-3/verification-status' })).json().videoTrainingCompleted).toBe(false);
  });

  it('records the start for the provider only, on the server clock', async () => {
    for (const who of ['provider-1', 'customer-1', 'admin-1']) expect((await start(who, 'provider-3')).statusCode, who).toBe(403);
    expect(await startedAt('provider-3')).toBeNull();
    const before = Date.now();
    const res = await start('provider-3');
    expect(res.statusCode).toBe(200);
    expect(res.json().videoTrainingCompleted).toBe(false);
    expect((await startedAt('provider-3'))!.getTime()).toBeGreaterThanOrEqual(before - 5);
  });

  it('refuses completion until the film has had time to play to its end, saying how long is left', async () => {
    const early = await complete('provider-3');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(new RegExp(`^The training film runs ${TRAINING_VIDEO.durationSeconds} s: watch it to the end \\(\\d+ s left\\)$`));
    // Just short of the film's length (less the slack for the start report's trip): still refused.
    await startedAgo('provider-3', TRAINING_VIDEO.durationSeconds * 1000 - FILM_REPORT_SLACK_MS - 1000);
    expect((await complete('provider-3')).statusCode).toBe(409);
  });

  it('a restart from the beginning times the viewing again', async () => {
    await startedAgo('provider-3', TRAINING_VIDEO.durationSeconds * 1000);
    expect((await start('provider-3')).statusCode).toBe(200);
    expect((await complete('provider-3')).statusCode).toBe(409);
  });

  it('marks the video done once the film has had time to play, and a repeat changes nothing', async () => {
    await startedAgo('provider-3', TRAINING_VIDEO.durationSeconds * 1000);
    const done = await complete('provider-3');
    expect(done.statusCode).toBe(200);
    expect(done.json().videoTrainingCompleted).toBe(true);
    // Done stays done: a later start (watching again) and a repeated completion are both fine.
    expect((await start('provider-3')).statusCode).toBe(200);
    expect((await complete('provider-3')).json().videoTrainingCompleted).toBe(true);
  });
});
