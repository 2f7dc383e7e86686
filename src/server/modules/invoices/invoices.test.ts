import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isValidGstin } from '../../../shared/domain/gstin';
import { financialYearOf } from '../../../shared/domain/invoice-number';
import { toPaise } from '../../../shared/pricing/money';
import { z } from 'zod';
import { taxInvoiceSchema } from '../../../shared/schemas/invoice';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { appConfig, bookings, invoiceCounters, invoices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { bookingBody, SETTINGS_STARTING_EARLY, startCodeOf } from '../../../../tests/server/bookings-support';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // After photos are their own test's business; here completing needs only the provider.
  await t.app.db.update(appConfig).set({ value: { ...SETTINGS_STARTING_EARLY, requirePhotoVerification: false } }).where(eq(appConfig.key, 'settings'));
});
afterAll(async () => t?.close());

const call = (userId: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.as(userId)({ method, url, payload: payload as Record<string, unknown> | undefined });

/** A booking created, bid on, accepted and started through the API, ready to complete. */
async function startedJob(bidAmount: string, providerId = 'provider-2', customerId = 'customer-1') {
  const created = await call(customerId, 'POST', '/api/bookings', bookingBody({ customerId }));
  expect(created.statusCode, created.body).toBe(201);
  const bookingId = created.json().id as string;
  const bid = await call(providerId, 'POST', '/api/bids', { bookingId, providerId, bidAmount, estimatedDuration: 90 });
  expect(bid.statusCode, bid.body).toBe(201);
  const accepted = await call(customerId, 'PATCH', `/api/bids/${bid.json().id}/accept`, { expectedTotal: bid.json().totalAmount });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect((await call(providerId, 'POST', `/api/bookings/${bookingId}/start`, await startCodeOf(t.app, bookingId))).statusCode).toBe(200);
  return { bookingId, bid: bid.json(), booking: accepted.json().booking };
}

/** In-progress bookings written straight to the database, to complete many at once. */
async function inProgressBookings(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(await insertBooking(t.app, { customerId: 'customer-1', status: 'in_progress', selectedProviderId: 'provider-1' }));
  }
  return ids;
}

const sequenceOf = (number: string) => Number(number.split('/')[2]);

describe('a bid becomes a booking and a tax invoice', () => {
  it('prices a ₹500.00 bid as a ₹590.00 booking: GST 90.00, provider 375.00, platform 125.00', async () => {
    const { bid, booking } = await startedJob('500.00');
    expect(bid).toMatchObject({ bidAmount: '500.00', cgst: '45.00', sgst: '45.00', gst: '90.00', totalAmount: '590.00', providerAmount: '375.00', platformAmount: '125.00' });
    expect(booking).toMatchObject({
      status: 'confirmed',
      subtotal: '500.00',
      cgst: '45.00',
      sgst: '45.00',
      gst: '90.00',
      totalAmount: '590.00',
      providerAmount: '375.00',
      platformAmount: '125.00',
      gstRate: 18,
      platformFeeRate: 25,
      invoiceNumber: null,
    });
  });

  it('issues the invoice on completion, with lines that add up, for the customer, the provider and the admin', async () => {
    const { bookingId } = await startedJob('500.00');
    expect((await call('customer-1', 'GET', `/api/bookings/${bookingId}/invoice`)).statusCode).toBe(404);
    const completed = await call('provider-2', 'POST', `/api/bookings/${bookingId}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    const number = completed.json().invoiceNumber as string;
    expect(number).toMatch(/^GC\/\d{2}-\d{2}\/\d{6}$/);

    const res = await call('customer-1', 'GET', `/api/bookings/${bookingId}/invoice`);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = z.strictObject(taxInvoiceSchema.shape).parse(res.json());
    expect(invoice).toMatchObject({
      number,
      supplier: { name: DEMO_SETTINGS.supplierName, address: DEMO_SETTINGS.supplierAddress, gstin: DEMO_SETTINGS.supplierGstin },
      recipient: { name: 'Priya Sharma', address: 'HAL 2nd Stage, Indiranagar' },
      placeOfSupply: 'Karnataka (29)',
      taxableValue: '500.00',
      cgstRate: 9,
      cgstAmount: '45.00',
      sgstRate: 9,
      sgstAmount: '45.00',
      total: '590.00',
      reverseCharge: false,
    });
    expect(isValidGstin(invoice.supplier.gstin)).toBe(true);
    // Premium Wash 778.70 and Tyre Polish 193.70 at sedan prices share the agreed 500.00.
    expect(invoice.lines).toEqual([
      { description: 'Premium Wash', sac: '998714', quantity: 1, taxableValue: '400.40' },
      { description: 'Tyre Polish', sac: '998714', quantity: 1, taxableValue: '99.60' },
    ]);
    expect(invoice.lines.reduce((s, l) => s + toPaise(l.taxableValue), 0)).toBe(toPaise(invoice.taxableValue));
    expect(toPaise(invoice.taxableValue) + toPaise(invoice.cgstAmount) + toPaise(invoice.sgstAmount)).toBe(toPaise(invoice.total));

    for (const who of ['provider-2', 'admin-1']) {
      const seen = await call(who, 'GET', `/api/bookings/${bookingId}/invoice`);
      expect(seen.statusCode, who).toBe(200);
      expect(seen.json()).toEqual(res.json());
    }
    for (const who of ['customer-2', 'provider-1']) {
      const refused = await call(who, 'GET', `/api/bookings/${bookingId}/invoice`);
      expect(refused.statusCode, who).toBe(403);
      expect((await call(who, 'GET', `/api/bookings/${bookingId}/invoice.pdf`)).statusCode, who).toBe(403);
    }
    expect((await call('customer-1', 'GET', '/api/bookings/no-such-booking/invoice')).statusCode).toBe(404);
  });

  it('refuses strangers before completion too, and has no invoice until then', async () => {
    const { bookingId } = await startedJob('420.00');
    expect((await call('customer-2', 'GET', `/api/bookings/${bookingId}/invoice`)).statusCode).toBe(403);
    const early = await call('provider-2', 'GET', `/api/bookings/${bookingId}/invoice.pdf`);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('The tax invoice is issued when the job is completed');
  });

  it('gives two completions consecutive numbers', async () => {
    const first = await startedJob('300.00');
    const second = await startedJob('310.00');
    const a = (await call('provider-2', 'POST', `/api/bookings/${first.bookingId}/complete`)).json().invoiceNumber;
    const b = (await call('provider-2', 'POST', `/api/bookings/${second.bookingId}/complete`)).json().invoiceNumber;
    expect(sequenceOf(b)).toBe(sequenceOf(a) + 1);
    expect(a.split('/').slice(0, 2)).toEqual(b.split('/').slice(0, 2));
  });

  it('renders a real PDF with the number, the GSTIN and the total in rupees', async () => {
    const { bookingId } = await startedJob('1234.50');
    const number = (await call('provider-2', 'POST', `/api/bookings/${bookingId}/complete`)).json().invoiceNumber;
    const res = await call('customer-1', 'GET', `/api/bookings/${bookingId}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${number.replace(/\//g, '-')}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
    try {
      const file = path.join(dir, 'invoice.pdf');
      fs.writeFileSync(file, res.rawPayload);
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      expect(stdout).toContain(number);
      expect(stdout).toContain(`GSTIN: ${DEMO_SETTINGS.supplierGstin}`);
      // 1,234.50 + 2 x 111.11 (9 % of 1,234.50 = 111.105, half up) = 1,456.72, with the rupee sign.
      expect(stdout).toContain('₹1,456.72');
      expect(stdout).toContain('CGST @ 9%');
      expect(stdout).toContain('Tax payable on reverse charge');
      expect(stdout).toContain('Authorised signatory');
      const { stdout: fonts } = await run('pdffonts', [file]);
      expect(fonts).toMatch(/DejaVuSans/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('numbers 20 concurrent completions 1 apart, with no number shared or skipped', async () => {
    const ids = await inProgressBookings(20);
    const year = financialYearOf(new Date());
    const [before] = await t.app.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, year));
    const answers = await Promise.all(ids.map((id) => call('provider-1', 'POST', `/api/bookings/${id}/complete`)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const numbers = answers.map((a) => a.json().invoiceNumber as string);
    expect(new Set(numbers).size).toBe(20);
    const serials = numbers.map(sequenceOf).sort((x, y) => x - y);
    const start = (before?.lastSequence ?? 0) + 1;
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
    const [after] = await t.app.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, year));
    expect(after.lastSequence).toBe(start + 19);
    for (const id of ids) {
      const [row] = await t.app.db.select().from(invoices).where(eq(invoices.bookingId, id));
      const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row.number).toBe(booking.invoiceNumber);
    }
  });

  it('gives the number back when the completion fails', async () => {
    const [id] = await inProgressBookings(1);
    const year = financialYearOf(new Date());
    const [before] = await t.app.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, year));
    // Photos are required again: the completion is refused, so nothing is issued.
    await t.app.db.update(appConfig).set({ value: SETTINGS_STARTING_EARLY }).where(eq(appConfig.key, 'settings'));
    try {
      expect((await call('provider-1', 'POST', `/api/bookings/${id}/complete`)).statusCode).toBe(409);
    } finally {
      await t.app.db.update(appConfig).set({ value: { ...SETTINGS_STARTING_EARLY, requirePhotoVerification: false } }).where(eq(appConfig.key, 'settings'));
    }
    const [after] = await t.app.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, year));
    expect(after?.lastSequence).toBe(before?.lastSequence);
    const next = await call('provider-1', 'POST', `/api/bookings/${id}/complete`);
    expect(sequenceOf(next.json().invoiceNumber)).toBe((before?.lastSequence ?? 0) + 1);
  });
});
