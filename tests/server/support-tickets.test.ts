import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/shared/api/routes';
import { apiUrl } from '../../src/shared/api/route';
import type { SupportTicket } from '../../src/shared/schemas/support-ticket';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const file = (userId: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.as(userId)({ method: 'POST', url: apiUrl(apiRoutes.createSupportTicket), payload, headers });
const list = async () => (await t.as('admin-1')({ method: 'GET', url: apiUrl(apiRoutes.listSupportTickets) })).json() as SupportTicket[];

describe('support tickets', () => {
  it('files a complaint once, in the sender’s words, and the admin lists it first', async () => {
    const id = crypto.randomUUID();
    const res = await file('customer-1', { id, message: '  The washer scratched my car door, I want a refund!  ' }, { 'idempotency-key': id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id, userId: 'customer-1', message: 'The washer scratched my car door, I want a refund!' });
    // A replay (the offline queue sends it again) lands once.
    const replay = await file('customer-1', { id, message: 'The washer scratched my car door, I want a refund!' });
    expect(replay.statusCode).toBe(201);
    const tickets = await list();
    expect(tickets.filter((x) => x.id === id)).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ id, userName: expect.any(String), message: 'The washer scratched my car door, I want a refund!' });
  });

  it('takes a provider’s complaint too, and refuses another’s id or an empty message', async () => {
    const id = crypto.randomUUID();
    expect((await file('provider-1', { id, message: 'The customer was rude' })).statusCode).toBe(201);
    expect((await file('customer-2', { id, message: 'Something else' })).statusCode).toBe(409);
    const empty = await file('customer-2', { id: crypto.randomUUID(), message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Write what went wrong/);
  });

  it('lists tickets to the admin only', async () => {
    expect((await t.as('customer-1')({ method: 'GET', url: apiUrl(apiRoutes.listSupportTickets) })).statusCode).toBe(403);
    expect((await t.as('admin-1')({ method: 'POST', url: apiUrl(apiRoutes.createSupportTicket), payload: { id: crypto.randomUUID(), message: 'x' } })).statusCode).toBe(403);
  });
});
