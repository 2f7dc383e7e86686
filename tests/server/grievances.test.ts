import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { auditEvents, notifications } from '../../src/server/db/schema';
import { apiRoutes } from '../../src/shared/api/routes';
import { apiUrl } from '../../src/shared/api/route';
import type { MySupportTicket, SupportTicket } from '../../src/shared/schemas/support-ticket';
import { createTestApp, type TestApp } from './test-app';
import { insertBooking } from './persona-matrix-fixtures';

/**
 * Grievances (docs/privacy.md, "Grievances"): a person sends one to the grievance officer named in
 * the settings, the administrator answers it, the person reads the answer and is told. Runs on
 * PGlite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBooking(t.app.db, 'gv-booking', 'customer-1', 'completed', 'provider-1');
});
afterAll(async () => t?.close());

const file = (who: string, payload: Record<string, unknown>) => t.as(who)({ method: 'POST', url: apiUrl(apiRoutes.createSupportTicket), payload });
const answer = (who: string, id: string, text: string) => t.as(who)({ method: 'POST', url: `/api/support-tickets/${id}/answer`, payload: { answer: text } });
const mine = async (who: string) => (await t.as(who)({ method: 'GET', url: apiUrl(apiRoutes.listMySupportTickets) })).json() as MySupportTicket[];

describe('grievances', () => {
  const id = crypto.randomUUID();

  it('takes a grievance about one of the sender’s bookings, and refuses someone else’s booking', async () => {
    const res = await file('customer-1', { id, kind: 'grievance', bookingId: 'gv-booking', message: 'My data was shown to the wrong provider' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id, kind: 'grievance', bookingId: 'gv-booking', answer: null, answeredAt: null });
    const foreign = await file('customer-2', { id: crypto.randomUUID(), kind: 'grievance', bookingId: 'gv-booking', message: 'Not mine' });
    expect(foreign.statusCode).toBe(404);
    expect((await mine('customer-2')).map((x) => x.bookingId)).not.toContain('gv-booking');
    const bad = await file('customer-1', { id: crypto.randomUUID(), kind: 'appeal', message: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists it to the administrator, who answers it once; the person reads the answer and is told', async () => {
    const listed = (await t.as('admin-1')({ method: 'GET', url: apiUrl(apiRoutes.listSupportTickets) })).json() as SupportTicket[];
    expect(listed.find((x) => x.id === id)).toMatchObject({ kind: 'grievance', userId: 'customer-1', answer: null });
    expect((await answer('customer-1', id, 'Answering myself')).statusCode).toBe(403);
    const res = await answer('admin-1', id, '  We checked: only your provider saw it. Sorry for the worry.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answer: 'We checked: only your provider saw it. Sorry for the worry.', answeredAt: expect.any(String) });
    // The same answer again is a replay; another is refused.
    expect((await answer('admin-1', id, 'We checked: only your provider saw it. Sorry for the worry.')).statusCode).toBe(200);
    expect((await answer('admin-1', id, 'Something else')).statusCode).toBe(409);
    expect((await answer('admin-1', 'no-such-ticket', 'x')).statusCode).toBe(404);

    expect((await mine('customer-1')).find((x) => x.id === id)).toMatchObject({ answer: 'We checked: only your provider saw it. Sorry for the worry.' });
    const told = await t.app.db.select({ event: notifications.event, link: notifications.link }).from(notifications).where(eq(notifications.accountId, 'customer-1'));
    expect(told.filter((n) => n.event === 'supportAnswered')).toEqual([{ event: 'supportAnswered', link: '/contact' }]);
    const [audit] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.subject, id));
    expect(audit).toMatchObject({ action: 'support.answer', actorId: 'admin-1', after: { kind: 'grievance' } });
  });

  it('is in the person’s copy of their data, with the answer', async () => {
    const res = await t.as('customer-1')({ method: 'GET', url: apiUrl(apiRoutes.exportMyData) });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const tickets = JSON.parse(strFromU8(files['support-tickets.json'])) as { kind: string; answer: string | null }[];
    expect(tickets).toContainEqual(expect.objectContaining({ kind: 'grievance', bookingId: 'gv-booking', answer: 'We checked: only your provider saw it. Sorry for the worry.' }));
  });

  it('names the grievance officer in the settings anyone reads, checked when the administrator saves them', async () => {
    const settings = (await t.as(null)({ method: 'GET', url: apiUrl(apiRoutes.getSettings) })).json();
    expect(settings).toMatchObject({ grievanceOfficerName: expect.any(String), grievanceOfficerEmail: expect.stringContaining('@'), photoRetentionDays: 180 });
    const put = (changes: Record<string, unknown>) => t.as('admin-1')({ method: 'PUT', url: apiUrl(apiRoutes.saveSettings), payload: { ...settings, ...changes } });
    const badEmail = await put({ grievanceOfficerEmail: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain("Grievance officer's e-mail must be an address like name@example.com");
    expect((await put({ grievanceOfficerPhone: '12345' })).statusCode).toBe(400);
    expect((await put({ photoRetentionDays: 7 })).json().message).toContain('Photo retention must be at least 30 days');
    const ok = await put({ grievanceOfficerName: ' Anita Rao ', grievanceOfficerEmail: 'anita@gaadicare.in', grievanceOfficerPhone: '98450 11111', photoRetentionDays: 365 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ grievanceOfficerName: 'Anita Rao', grievanceOfficerEmail: 'anita@gaadicare.in', grievanceOfficerPhone: '+919845011111', photoRetentionDays: 365 });
  });
});
