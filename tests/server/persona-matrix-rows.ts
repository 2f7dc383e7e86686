import crypto from 'node:crypto';
import { DEFAULT_PRICING } from '../../src/shared/schemas/admin';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { SEED_USERS } from '../../src/server/db/seed';
import type { TestApp } from './test-app';
import { payoutBankFiles, payouts, supportTickets } from '../../src/server/db/schema';
import { hmacHex } from '../../src/server/payments/signatures';
import { formPayload, photoForm, type FormPayload } from './multipart';
import { TRAINING_VIDEO } from '../../src/shared/catalog/training-video';
import {
  MATRIX_START_CODE,
  MATRIX_CODE,
  TINY_PNG_BASE64,
  insertPhoto,
  insertSignInCodes,
  matrixPhone,
  readyForAssessment,
  tomorrowSlot,
  type WriteFixtures,
  filmWatched,
  insertIdentityPhoto,
} from './persona-matrix-fixtures';

/**
 * Who may do what, for every endpoint of the API (spec §7 and the decisions' additions).
 * `none` sends no cookie and acts as customer-1; `forged` sends customer-1's cookie rewritten to
 * name admin-1, which must be refused with 401 everywhere except GET /api/session (which hands
 * out a fresh session). A persona not in `allowed` must never get a 2xx; `unasserted` personas
 * are not judged (an admin acting on its own id where the call needs a customer or provider).
 */
export type Persona = 'customer-1' | 'customer-2' | 'provider-1' | 'provider-3' | 'admin-1' | 'none' | 'forged';
export const PERSONAS: Persona[] = ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'admin-1', 'none', 'forged'];

export interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string | ((p: Persona) => string);
  /** Headers of the persona's request (a webhook's signature). */
  headers?: (p: Persona) => Record<string, string>;
  /** A JSON body, or a multipart form (photo uploads). */
  body?: (p: Persona, f: WriteFixtures) => unknown;
  form?: () => Promise<FormPayload>;
  allowed: Persona[];
  unasserted?: Persona[];
  /** For answers a persona may get: a description of anything in it that belongs to someone else. */
  leak?: (p: Persona, body: unknown) => string | undefined;
  prepare?: (t: TestApp) => Promise<void>;
  note?: string;
}

/** The checkout's answer the verify row sends, and the webhook secret the webhook row signs with (made by their `prepare`). */
let heldCheckout = { orderId: '', paymentId: '', signature: '' };
let webhookSecret = '';
const WEBHOOK_BODY = { entity: 'event', event: 'payment.authorized', contains: ['payment'], payload: { payment: { entity: { id: 'pay_matrix', order_id: 'order_matrix', amount: 100, status: 'authorized' } } } };

/** The draw provider-3 answers in the submit row (made by its `prepare`). */
let heldDraw: { token: string; questions: { id: string }[] } = { token: '', questions: [] };

const C1: Persona[] = ['customer-1', 'none'];
const ALL: Persona[] = ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'admin-1', 'none'];
const ADMIN: Persona[] = ['admin-1'];
const SIGNED_IN: Persona[] = ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'admin-1'];
export const self = (p: Persona) => (p === 'none' || p === 'forged' ? 'customer-1' : p);
const TOOLS = ['tool-pressure-washer', 'tool-vacuum', 'tool-polisher', 'tool-foam-cannon', 'tool-tyre-inflator', 'tool-steam-cleaner'];
const toolFor = (p: Persona) => TOOLS[PERSONAS.indexOf(p) % TOOLS.length];

const feedbackLeak = (p: Persona, body: unknown) => {
  if (p === 'admin-1' || !Array.isArray(body)) return undefined;
  const me = self(p);
  const foreign = body.filter((f: { customerId: string; providerId: string }) => f.customerId !== me && f.providerId !== me);
  return foreign.length ? `${foreign.length} feedback of other users` : undefined;
};

/** A browser's subscription on a real push service's host, one per persona. */
const devicePublicKey = (() => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
})();
const pushDevice = (p: Persona) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${p}`,
  keys: { p256dh: devicePublicKey, auth: Buffer.alloc(16, 7).toString('base64url') },
});

export const readRows: Row[] = [
  { method: 'GET', url: '/api/services', allowed: ALL },
  { method: 'GET', url: '/api/services?includeRetired=true', allowed: ADMIN },
  { method: 'GET', url: '/api/bookings', allowed: ADMIN },
  { method: 'GET', url: '/api/bookings/customer/customer-1', allowed: [...C1, 'admin-1'] },
  { method: 'GET', url: '/api/bookings/provider/provider-1', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/bookings/pending', allowed: ['provider-1', 'provider-3', 'admin-1'] },
  { method: 'GET', url: '/api/bookings/emergency-released', allowed: ['provider-1', 'provider-3', 'admin-1'] },
  { method: 'GET', url: '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', allowed: [...C1, 'provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/provider-profile/active', allowed: ALL },
  { method: 'GET', url: '/api/provider-profile/provider-1', allowed: ALL },
  { method: 'GET', url: '/api/provider-availability', allowed: ALL },
  { method: 'GET', url: '/api/provider-availability/provider-1', allowed: ALL },
  // Providers see the bids on an open job they may bid on; other customers do not.
  { method: 'GET', url: '/api/bids/booking/f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85', allowed: ['customer-2', 'provider-1', 'provider-3', 'admin-1'] },
  { method: 'GET', url: '/api/sync/jobs', allowed: ['provider-1', 'provider-3', 'admin-1'] },
  { method: 'GET', url: '/api/sync/bids', allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'admin-1', 'none'] },
  { method: 'GET', url: '/api/sync/bookings', allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'none'] },
  { method: 'GET', url: '/api/feedback', allowed: ALL, leak: feedbackLeak },
  { method: 'GET', url: '/api/tool-rentals/customer/customer-1', allowed: [...C1, 'admin-1'] },
  { method: 'GET', url: '/api/tools', allowed: ALL },
  { method: 'GET', url: '/api/history/customer/customer-1', allowed: [...C1, 'admin-1'] },
  { method: 'GET', url: '/api/history/provider/provider-1', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/provider/provider-1/stats', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/provider/provider-1/earnings', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/provider/provider-1/earnings.csv', allowed: ['provider-1', 'admin-1'] },
  // A completed demo job of customer-1 with provider-1: its tax invoice is theirs and the admin's.
  { method: 'GET', url: '/api/bookings/c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41/invoice', allowed: [...C1, 'provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/bookings/c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41/invoice.pdf', allowed: [...C1, 'provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/provider/provider-3/verification-status', allowed: ['provider-3', 'admin-1'] },
  { method: 'GET', url: '/api/training/modules', allowed: ALL },
  {
    method: 'GET',
    url: '/api/assessment/questions',
    allowed: ALL,
    leak: (_p, body) => (/answer|correct/i.test(JSON.stringify(body)) ? 'the answer key' : undefined),
  },
  { method: 'GET', url: '/api/users', allowed: ADMIN },
  { method: 'GET', url: '/api/me/export', allowed: ALL },
  { method: 'GET', url: '/api/me/consents', allowed: ALL },
  { method: 'GET', url: '/api/me/sessions', allowed: ALL },
  { method: 'GET', url: '/api/session', allowed: [...ALL, 'forged'] },
  {
    method: 'GET',
    url: '/api/photos/mx-photo-read',
    allowed: [...C1, 'provider-1', 'admin-1'],
    prepare: (t) => insertPhoto(t.app.db, 'mx-photo-read', '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', 'customer-1', 'before'),
  },
  {
    method: 'GET',
    url: '/api/identity-photos/mx-id-photo-read',
    allowed: ['provider-3', 'admin-1'],
    prepare: (t) => insertIdentityPhoto(t.app, 'mx-id-photo-read', 'provider-3', 'back'),
  },
  { method: 'GET', url: '/api/admin/pricing', allowed: ALL },
  { method: 'GET', url: '/api/admin/settings', allowed: ALL },
  { method: 'GET', url: '/api/admin/outbox', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/push', allowed: ADMIN },
  { method: 'POST', url: '/api/admin/push/test', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/retention-sweep', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/verification-statuses', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/audit', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/audit.csv', allowed: ADMIN },
  { method: 'GET', url: '/api/support-tickets', allowed: ADMIN },
  { method: 'GET', url: '/api/me/support-tickets', allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'none'] },
  { method: 'GET', url: '/api/admin/ledger/trial-balance', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/ledger/accounts/platform:revenue', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/payments/flags', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/refunds', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/payouts', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/tool-rentals', allowed: ADMIN },
  { method: 'GET', url: '/api/provider/provider-1/payouts', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/admin/ledger/providers', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/ledger/days', allowed: ADMIN },
  { method: 'GET', url: '/api/provider/provider-1/earnings/weeks', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/provider/provider-1/payout-account', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/provider/provider-1/balance', allowed: ['provider-1', 'admin-1'] },
  { method: 'GET', url: '/api/notifications', allowed: ALL },
  { method: 'GET', url: '/api/notification-preferences', allowed: ALL },
  { method: 'GET', url: '/api/push/public-key', allowed: ALL },
];

const bookingBody = (customerId: string) => ({
  customerId,
  serviceIds: ['svc-premium-wash'],
  vehicleType: 'car',
  vehicleCategory: 'hatchback',
  location: 'HAL 2nd Stage, Indiranagar',
  scheduledTime: tomorrowSlot(),
});
const bidBody = (bookingId: string, providerId: string) => ({ bookingId, providerId, bidAmount: '450.00', estimatedDuration: 60, message: 'On my way' });
const ratings = { overallRating: 5, punctualityRating: 5, qualityRating: 4, professionalismRating: 5, cleanlinessRating: 4 };

export const writeRows: Row[] = [
  { method: 'POST', url: '/api/services', body: () => ({ name: 'Matrix Wash', basePrice: '100', duration: 30 }), allowed: ADMIN },
  { method: 'PATCH', url: '/api/services/mx-svc-edit', body: () => ({ basePrice: '150' }), allowed: ADMIN },
  { method: 'DELETE', url: '/api/services/mx-svc-delete', allowed: ADMIN },
  { method: 'PATCH', url: '/api/tools/tool-steam-cleaner', body: (p) => ({ nameKn: `ಸ್ಟೀಮ್ ಕ್ಲೀನರ್ ${p}` }), allowed: ADMIN },
  { method: 'POST', url: '/api/bookings', body: () => bookingBody('customer-1'), allowed: [...C1, 'admin-1'], note: 'for customer-1' },
  {
    method: 'POST',
    url: '/api/bookings',
    body: (p) => bookingBody(self(p)),
    allowed: [...C1, 'customer-2'],
    unasserted: ['admin-1'],
    note: 'as oneself',
  },
  { method: 'POST', url: '/api/bookings/mx-cancel/cancel', allowed: ['customer-2', 'admin-1'] },
  { method: 'POST', url: '/api/bookings/mx-cancel-confirmed/cancellation', body: () => ({ fee: '0.00' }), allowed: [...C1, 'admin-1'] },
  {
    method: 'PUT',
    url: '/api/provider/provider-1/payout-account',
    body: () => ({ kind: 'upi', vpa: 'matrix@okaxis', code: MATRIX_CODE }),
    allowed: ['provider-1'],
    prepare: (t) => insertSignInCodes(t.app, ['+919000000003']),
  },
  { method: 'POST', url: '/api/admin/payouts/run', allowed: ADMIN },
  // Bank files (ADR 068): a payout waiting for one, and a file with a payout waiting for the bank's word.
  {
    method: 'POST',
    url: '/api/admin/payouts/bank-files',
    allowed: ADMIN,
    prepare: async (t) => {
      await t.app.db.insert(payoutBankFiles).values({ id: 'bankfile_matrix', createdBy: 'admin-1' });
      await t.app.db.insert(payouts).values([
        { id: 'payout_matrix_waiting', providerId: 'provider-1', amountPaise: 10_000, mode: 'IMPS', status: 'in_bank_file', requestedBy: 'matrix', createdAt: new Date(Date.now() + 60_000) },
        { id: 'payout_matrix_filed', providerId: 'provider-1', amountPaise: 10_000, mode: 'IMPS', status: 'in_bank_file', requestedBy: 'matrix', bankFileId: 'bankfile_matrix', beneficiaryName: 'Ravi Kumar', beneficiaryAccount: '50100012345678', beneficiaryIfsc: 'HDFC0001234' },
      ]);
    },
  },
  { method: 'GET', url: '/api/admin/payouts/bank-files', allowed: ADMIN },
  { method: 'GET', url: '/api/admin/payouts/bank-files/bankfile_matrix/payouts.csv', allowed: ADMIN },
  { method: 'POST', url: '/api/admin/payouts/bank-files/bankfile_matrix/outcome', body: () => ({ outcome: 'processed', payoutIds: ['payout_matrix_filed'] }), allowed: ADMIN },
  { method: 'POST', url: '/api/admin/bookings/mx-refund/refunds', body: () => ({ amount: '1.00', reason: 'matrix refund' }), allowed: ['admin-1'] },
  {
    method: 'POST',
    url: '/api/bookings/mx-photos/photos',
    form: () => photoForm('after', [Buffer.from(TINY_PNG_BASE64, 'base64')]),
    allowed: [...C1, 'provider-1', 'admin-1'],
  },
  { method: 'POST', url: '/api/bookings/mx-start/start', body: () => ({ code: MATRIX_START_CODE }), allowed: ['provider-1', 'admin-1'] },
  { method: 'POST', url: '/api/bookings/mx-complete/complete', allowed: ['provider-1', 'admin-1'] },
  {
    method: 'POST',
    url: '/api/bookings/mx-release/emergency-release',
    body: (p) => ({ providerId: p === 'admin-1' ? 'provider-1' : self(p), reason: 'Vehicle breakdown/malfunction' }),
    allowed: ['provider-1', 'admin-1'],
  },
  { method: 'PATCH', url: '/api/provider-profile/provider-1', body: () => ({ hourlyRateMin: 350, hourlyRateMax: 900, serviceRadius: 15 }), allowed: ['provider-1', 'admin-1'] },
  {
    method: 'PATCH',
    url: (p) => `/api/provider-profile/${self(p)}`,
    body: () => ({ hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 10 }),
    allowed: ['provider-1', 'provider-3'],
    unasserted: ['admin-1'],
    note: 'own id',
  },
  {
    method: 'POST',
    url: '/api/provider-availability',
    body: () => ({ providerId: 'provider-1', dayOfWeek: 0, startTime: '10:00', endTime: '16:00', isAvailable: true }),
    allowed: ['provider-1', 'admin-1'],
  },
  {
    method: 'POST',
    url: '/api/provider-availability',
    body: (p) => ({ providerId: self(p), dayOfWeek: 6, startTime: '10:00', endTime: '16:00', isAvailable: true }),
    allowed: ['provider-1', 'provider-3'],
    unasserted: ['admin-1'],
    note: 'own id',
  },
  {
    method: 'PATCH',
    url: '/api/provider-availability/:id',
    body: () => ({ providerId: 'provider-1', dayOfWeek: 1, startTime: '09:30', endTime: '18:00', isAvailable: true }),
    allowed: ['provider-1', 'admin-1'],
  },
  { method: 'POST', url: '/api/bids', body: () => bidBody('mx-bid-a', 'provider-1'), allowed: ['provider-1', 'admin-1'], note: 'as provider-1' },
  {
    method: 'POST',
    url: '/api/bids',
    body: (p) => bidBody('mx-bid-b', self(p)),
    allowed: ['provider-1'],
    unasserted: ['admin-1'],
    note: 'as oneself (provider-3 cannot activate its profile yet)',
  },
  { method: 'PATCH', url: '/api/bids/mx-accept-bid/accept', allowed: ['customer-2', 'admin-1'] },
  {
    method: 'POST',
    url: '/api/feedback',
    body: () => ({ bookingId: 'mx-feedback', customerId: 'customer-1', providerId: 'provider-1', ...ratings, comments: 'Great' }),
    allowed: [...C1, 'admin-1'],
  },
  {
    method: 'POST',
    url: '/api/tool-rentals',
    body: (p) => ({ toolId: toolFor(p), customerId: 'customer-1' }),
    allowed: [...C1, 'admin-1'],
    note: 'for customer-1',
  },
  {
    method: 'POST',
    url: '/api/tool-rentals',
    body: (p) => ({ toolId: toolFor(p), customerId: self(p) }),
    allowed: [...C1, 'customer-2'],
    unasserted: ['admin-1'],
    note: 'as oneself',
  },
  { method: 'POST', url: '/api/tool-rentals/mx-rental/return', allowed: [...C1, 'admin-1'] },
  // A complaint from the support chat: customers and providers file their own; the admin reads them.
  {
    method: 'POST',
    url: '/api/support-tickets',
    body: () => ({ id: crypto.randomUUID(), message: 'The washer scratched my car door' }),
    allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'none'],
  },
  // The admin answers a ticket once (the same answer again is a replay).
  {
    method: 'POST',
    url: '/api/support-tickets/mx-ticket/answer',
    body: () => ({ answer: 'We have refunded the wash' }),
    allowed: ADMIN,
    prepare: async (t) => {
      await t.app.db.insert(supportTickets).values({ id: 'mx-ticket', userId: 'customer-1', message: 'Scratched door' }).onConflictDoNothing();
    },
  },
  {
    method: 'POST',
    url: '/api/provider/provider-3/identity-photos',
    form: () => formPayload({ side: 'front' }, 'photo', [Buffer.from(TINY_PNG_BASE64, 'base64')]),
    allowed: ['provider-3'],
  },
  {
    method: 'POST',
    url: '/api/provider/provider-3/identity-verification',
    body: () => ({ documentType: 'passport', documentNumber: 'K1234567' }),
    allowed: ['provider-3', 'admin-1'],
    prepare: (t) => insertIdentityPhoto(t.app, 'mx-id-photo-front', 'provider-3'),
  },
  { method: 'POST', url: (p) => `/api/provider/${self(p)}/training-video/start`, allowed: ['provider-1', 'provider-3'], unasserted: ['admin-1'], note: 'own id' },
  {
    method: 'POST',
    url: (p) => `/api/provider/${self(p)}/complete-training`,
    body: () => ({ trainingType: 'video' }),
    allowed: ['provider-1', 'provider-3'],
    unasserted: ['admin-1'],
    note: 'own id',
    prepare: (t) => filmWatched(t.app.db, 'provider-3', TRAINING_VIDEO.durationSeconds),
  },
  {
    method: 'POST',
    url: '/api/assessment/draw',
    body: () => ({ providerId: 'provider-3' }),
    allowed: ['provider-3', 'admin-1'],
    prepare: (t) => readyForAssessment(t.app.db, 'provider-3'),
  },
  {
    method: 'POST',
    url: '/api/assessment/submit',
    body: () => ({
      providerId: 'provider-3',
      drawToken: heldDraw.token,
      answers: heldDraw.questions.map((q) => ({ questionId: q.id, optionIndex: 0 })),
      timeSpent: 120,
    }),
    allowed: ['provider-3', 'admin-1'],
    prepare: async (t) => {
      await readyForAssessment(t.app.db, 'provider-3');
      const res = await t.as('provider-3')({ method: 'POST', url: '/api/assessment/draw', payload: { providerId: 'provider-3' } });
      heldDraw = res.json();
    },
  },
  { method: 'POST', url: '/api/notifications/read', body: () => ({ upTo: new Date().toISOString() }), allowed: ALL },
  { method: 'PUT', url: '/api/notification-preferences', body: () => ({ events: {}, quietHours: { start: '22:30', end: '06:30' } }), allowed: ALL },
  // A device takes pushes for a signed-in account: the demo's default visitor has none.
  { method: 'POST', url: '/api/push/subscriptions', body: (p) => pushDevice(p), allowed: SIGNED_IN },
  { method: 'DELETE', url: '/api/push/subscriptions', body: (p) => ({ endpoint: pushDevice(p).endpoint }), allowed: SIGNED_IN },
  { method: 'PATCH', url: '/api/users/customer-2', body: () => ({ isVerified: true }), allowed: ADMIN },
  { method: 'PUT', url: '/api/admin/pricing', body: () => DEFAULT_PRICING, allowed: ADMIN },
  { method: 'PUT', url: '/api/admin/settings', body: () => DEMO_SETTINGS, allowed: ADMIN },
  // Paying: the customer online (the embedded test gateway), the provider in cash.
  { method: 'POST', url: '/api/bookings/mx-pay/payment', allowed: [...C1, 'admin-1'] },
  {
    method: 'POST',
    url: '/api/payments/verify',
    body: () => heldCheckout,
    allowed: [...C1, 'admin-1'],
    prepare: async (t) => {
      const order = await t.as('customer-1')({ method: 'POST', url: '/api/bookings/mx-verify/payment' });
      const paid = await t.app.testGateway!.pay(order.json().orderId, { webhook: false });
      heldCheckout = { orderId: order.json().orderId, paymentId: paid.paymentId, signature: paid.signature };
    },
  },
  {
    method: 'POST',
    url: '/api/payments/webhook',
    body: () => WEBHOOK_BODY,
    headers: (p) => ({ 'x-razorpay-event-id': `evt_matrix_${p}`, 'x-razorpay-signature': hmacHex(webhookSecret, JSON.stringify(WEBHOOK_BODY)) }),
    // The gateway calls it with no session: its signature is its authority.
    allowed: [...ALL, 'forged'],
    prepare: async (t) => {
      webhookSecret = t.app.payments.gateway.config.webhookSecret;
    },
  },
  { method: 'POST', url: '/api/bookings/mx-cash/cash-payment', body: () => ({ method: 'cash' }), allowed: ['provider-1', 'admin-1'] },
  // A rental's money (ADR 063): its customer pays online; the desk records cash and settles the deposit.
  { method: 'POST', url: '/api/tool-rentals/mx-rental-pay/payment', allowed: [...C1, 'admin-1'] },
  { method: 'POST', url: '/api/admin/tool-rentals/mx-rental-cash/cash-payment', allowed: ADMIN },
  { method: 'POST', url: '/api/admin/tool-rentals/mx-rental-settle/deposit', body: () => ({ damage: '0' }), allowed: ADMIN },
  { method: 'POST', url: '/api/admin/tool-rentals/mx-rental-back/deposit/paid-back', allowed: ADMIN },
  {
    method: 'POST',
    url: '/api/provider/provider-1/settlement',
    allowed: ['provider-1', 'admin-1'],
    prepare: async (t) => {
      await t.as('provider-1')({ method: 'POST', url: '/api/bookings/mx-settle/cash-payment', payload: { method: 'upi' } });
    },
  },
  { method: 'POST', url: '/api/session', body: () => ({ userId: 'customer-2' }), allowed: ALL },
  // Sign-in is open to everyone, a forged cookie included (it is no session); each persona uses its own number.
  { method: 'POST', url: '/api/auth/otp', body: (p) => ({ phone: matrixPhone(p) }), allowed: [...ALL, 'forged'] },
  {
    method: 'POST',
    url: '/api/auth/verify',
    body: (p) => ({ phone: matrixPhone(p, 'verify'), code: MATRIX_CODE }),
    allowed: [...ALL, 'forged'],
    prepare: (t) => insertSignInCodes(t.app, PERSONAS.map((p) => matrixPhone(p, 'verify'))),
  },
  // Erasing an account, before the rows that sign the personas out. Every persona but provider-3 has a booking not finished (409) or is an operator (409).
  {
    method: 'DELETE',
    url: '/api/me',
    body: () => ({ code: MATRIX_CODE }),
    allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'none'],
    prepare: (t) => insertSignInCodes(t.app, SEED_USERS.flatMap((u) => (u.phone ? [u.phone] : []))),
  },
  { method: 'PUT', url: '/api/me/consents', body: () => ({ marketing: true }), allowed: ALL },
  { method: 'POST', url: '/api/me/sessions/sign-out-others', allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'admin-1'] },
  { method: 'PATCH', url: '/api/account', body: (p) => ({ name: `Matrix ${p}` }), allowed: ALL },
  {
    method: 'POST',
    url: '/api/account/phone',
    body: (p) => ({ phone: matrixPhone(p, 'phone'), code: MATRIX_CODE }),
    allowed: ALL,
    prepare: (t) => insertSignInCodes(t.app, PERSONAS.map((p) => matrixPhone(p, 'phone'))),
  },
  // Last: these change who the personas are. An operator cannot join as a provider.
  { method: 'POST', url: '/api/account/provider', allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'none'] },
  { method: 'POST', url: '/api/auth/logout-all', allowed: ['customer-1', 'customer-2', 'provider-1', 'provider-3', 'admin-1'] },
  { method: 'POST', url: '/api/auth/logout', allowed: [...ALL, 'forged'] },
];
