import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import kn from '../../src/shared/catalogue/words/kn.json';
import hi from '../../src/shared/catalogue/words/hi.json';
import { notificationWords } from '../../src/shared/notifications/messages';
import type { Booking } from '../../src/shared/schemas/booking';
import type { Notification } from '../../src/shared/schemas/notification';
import type { Service } from '../../src/shared/schemas/service';
import type { Tool, ToolRental } from '../../src/shared/schemas/tool';
import type { AuditEvent } from '../../src/shared/schemas/audit';
import type { DeltaAnswer } from '../../src/shared/schemas/sync';
import { bookingBody } from './bookings-support';
import { createTestApp, type TestApp } from './test-app';

// A service's, an add-on's and a tool's name and description in Kannada and Hindi (ADR 104):
// written by the admin, checked, stored, audited, answered by the public reads, kept on bookings,
// and used by the notifications in the person's language.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.as('admin-1');
const services = async () => (await t.as(null)({ method: 'GET', url: '/api/services' })).json() as Service[];
const tools = async () => (await t.as(null)({ method: 'GET', url: '/api/tools' })).json() as Tool[];
const auditOf = async (action: string) =>
  ((await admin()({ method: 'GET', url: `/api/admin/audit?action=${action}&limit=5` })).json() as { events: AuditEvent[] }).events;

const CERAMIC = {
  name: 'Ceramic Coat',
  description: 'A ceramic top coat that keeps the shine for months.',
  nameKn: 'ಸೆರಾಮಿಕ್ ಕೋಟ್',
  nameHi: 'सिरेमिक कोट',
  descriptionKn: 'ತಿಂಗಳುಗಟ್ಟಲೆ ಹೊಳಪು ಉಳಿಸುವ ಸೆರಾಮಿಕ್ ಲೇಪನ.',
  descriptionHi: 'महीनों तक चमक बनाए रखने वाली सिरेमिक परत।',
};

describe('a service in three languages', () => {
  it('is added with its Kannada and Hindi, which every public read answers; left out, they are empty', async () => {
    const created = await admin()({ method: 'POST', url: '/api/services', payload: { ...CERAMIC, basePrice: '1499', duration: 120, vehicleType: 'both' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(CERAMIC);
    expect((await services()).find((s) => s.id === created.json().id)).toMatchObject(CERAMIC);

    const plain = await admin()({ method: 'POST', url: '/api/services', payload: { name: 'Plain Rinse', basePrice: '99', duration: 15 } });
    expect(plain.json()).toMatchObject({ nameKn: '', nameHi: '', descriptionKn: '', descriptionHi: '' });
    // Seeded services keep their words in the built-in catalogue, not in the database.
    expect((await services()).find((s) => s.id === 'svc-basic-wash')).toMatchObject({ name: 'Basic Wash', nameKn: '', nameHi: '' });
  });

  it('is edited in one language alone; the audit trail shows what changed, in which language', async () => {
    const res = await admin()({ method: 'PATCH', url: '/api/services/svc-tyre-polish', payload: { nameKn: 'ಟೈರ್ ಹೊಳಪು', descriptionHi: 'टायरों की सफ़ाई और चमक।' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Tyre Polish', nameKn: 'ಟೈರ್ ಹೊಳಪು', nameHi: '', descriptionKn: '', descriptionHi: 'टायरों की सफ़ाई और चमक।', basePrice: '149.00' });
    const [event] = await auditOf('service.update');
    expect(event).toMatchObject({ subject: 'svc-tyre-polish', before: { nameKn: '', descriptionHi: '' }, after: { nameKn: 'ಟೈರ್ ಹೊಳಪು', descriptionHi: 'टायरों की सफ़ाई और चमक।' } });
    // Emptied again: not written, the built-in catalogue's words show once more.
    const cleared = await admin()({ method: 'PATCH', url: '/api/services/svc-tyre-polish', payload: { nameKn: '   ' } });
    expect(cleared.json().nameKn).toBe('');
  });

  it('refuses words too long or with control characters with a 400 naming the field, the language and the limit, and changes nothing', async () => {
    const before = await services();
    const cases: [Record<string, unknown>, string][] = [
      [{ nameKn: 'ಕ'.repeat(101) }, 'nameKn: Name in Kannada must be at most 100 characters'],
      [{ nameHi: 'क'.repeat(101) }, 'nameHi: Name in Hindi must be at most 100 characters'],
      [{ descriptionKn: 'ಕ'.repeat(501) }, 'descriptionKn: Description in Kannada must be at most 500 characters'],
      [{ descriptionHi: 'क'.repeat(501) }, 'descriptionHi: Description in Hindi must be at most 500 characters'],
      [{ nameKn: 'ಟೈರ್\u0000' }, 'nameKn: Must not contain control characters'],
      [{ nameKn: 42 }, 'nameKn'],
    ];
    for (const [payload, message] of cases) {
      const edit = await admin()({ method: 'PATCH', url: '/api/services/svc-basic-wash', payload });
      expect(edit.statusCode, JSON.stringify(payload)).toBe(400);
      expect(edit.json().message).toContain(message);
      const add = await admin()({ method: 'POST', url: '/api/services', payload: { name: 'Too Long', basePrice: '10', duration: 10, ...payload } });
      expect(add.statusCode, JSON.stringify(payload)).toBe(400);
      expect(add.json().message).toContain(message);
    }
    // The limits are the English ones: exactly 100 and 500 pass.
    const atLimit = await admin()({ method: 'PATCH', url: '/api/services/svc-engine-bay', payload: { nameHi: 'क'.repeat(100), descriptionKn: 'ಕ'.repeat(500) } });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const after = await services();
    expect(after.find((s) => s.id === 'svc-basic-wash')).toEqual(before.find((s) => s.id === 'svc-basic-wash'));
    expect(after.some((s) => s.name === 'Too Long')).toBe(false);
  });
});

describe('a tool in three languages', () => {
  it('is edited by the administrator only: its words change, and the audit trail has them', async () => {
    const payload = { nameKn: 'ಫೋಮ್ ಕ್ಯಾನನ್', descriptionHi: 'झाग से धुलाई का सेट।' };
    for (const who of ['customer-1', 'provider-1', null]) {
      expect((await t.as(who)({ method: 'PATCH', url: '/api/tools/tool-foam-cannon', payload })).statusCode).toBe(403);
    }
    expect((await tools()).find((x) => x.id === 'tool-foam-cannon')).toMatchObject({ nameKn: '', descriptionHi: '' });

    const res = await admin()({ method: 'PATCH', url: '/api/tools/tool-foam-cannon', payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: 'tool-foam-cannon', name: 'Foam Cannon Kit', ...payload, nameHi: '', descriptionKn: '' });
    expect((await tools()).find((x) => x.id === 'tool-foam-cannon')).toMatchObject(payload);
    const [event] = await auditOf('tool.update');
    expect(event).toMatchObject({ subject: 'tool-foam-cannon', before: { nameKn: '', descriptionHi: '' }, after: payload });
    expect((await admin()({ method: 'PATCH', url: '/api/tools/tool-nope', payload })).statusCode).toBe(404);
  });

  it('refuses bad words with a 400 and changes nothing', async () => {
    const before = (await tools()).find((x) => x.id === 'tool-pressure-washer');
    const cases: [Record<string, unknown>, string][] = [
      [{ nameKn: 'ಕ'.repeat(101) }, 'nameKn: Name in Kannada must be at most 100 characters'],
      [{ descriptionHi: 'क'.repeat(501) }, 'descriptionHi: Description in Hindi must be at most 500 characters'],
      [{ name: '' }, 'name: Name is required'],
      [{ dailyRate: '1.00' }, 'dailyRate'],
    ];
    for (const [payload, message] of cases) {
      const res = await admin()({ method: 'PATCH', url: '/api/tools/tool-pressure-washer', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await tools()).find((x) => x.id === 'tool-pressure-washer')).toEqual(before);
  });
});

describe('what bookings, rentals and notifications say', () => {
  it("keeps the Kannada and Hindi on a booking's lines as booked, and words the notification by the catalogue rule", async () => {
    await admin()({ method: 'PATCH', url: '/api/services/svc-premium-wash', payload: { nameKn: 'ಪ್ರೀಮಿಯಂ ತೊಳೆತ' } });
    const created = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody({ serviceIds: ['svc-premium-wash'], addOnIds: ['svc-interior-detailing'] }) });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json() as Booking;
    expect(booking.services).toEqual([
      expect.objectContaining({ id: 'svc-premium-wash', name: 'Premium Wash', nameKn: 'ಪ್ರೀಮಿಯಂ ತೊಳೆತ', nameHi: '' }),
      expect.objectContaining({ id: 'svc-interior-detailing', name: 'Interior Detailing', nameKn: '', nameHi: '' }),
    ]);

    // Written later, the catalogue's words do not reach a booking already made: it keeps what was booked.
    await admin()({ method: 'PATCH', url: '/api/services/svc-premium-wash', payload: { nameKn: 'ಪ್ರೀಮಿಯಂ ವಾಶ್ ಪ್ಲಸ್' } });
    const again = (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${booking.id}` })).json() as Booking;
    expect(again.services[0]).toMatchObject({ nameKn: 'ಪ್ರೀಮಿಯಂ ತೊಳೆತ' });

    // A provider's bid tells the customer; the inbox entry carries the names in each language.
    const bid = await t.as('provider-1')({ method: 'POST', url: '/api/bids', payload: { bookingId: booking.id, providerId: 'provider-1', bidAmount: '700.00', estimatedDuration: 90 } });
    expect(bid.statusCode, bid.body).toBe(201);
    const entry = (await inbox('customer-1')).find((n) => n.event === 'newBid' && n.bookingId === booking.id)!;
    expect(entry.params).toMatchObject({
      service: 'Premium Wash, Interior Detailing',
      serviceIn: { kn: `ಪ್ರೀಮಿಯಂ ತೊಳೆತ, ${kn['catalogue.svc-interior-detailing.name']}`, hi: `${hi['catalogue.svc-premium-wash.name']}, ${hi['catalogue.svc-interior-detailing.name']}` },
    });
    expect(notificationWords('newBid', entry.params, 'kn-IN').body).toContain('ಪ್ರೀಮಿಯಂ ತೊಳೆತ');
    expect(notificationWords('newBid', entry.params, 'en-IN').body).toContain('Premium Wash, Interior Detailing');
  });

  it("gives a rental its tool's Kannada and Hindi, and the rental's notification too", async () => {
    await admin()({ method: 'PATCH', url: '/api/tools/tool-vacuum', payload: { nameHi: 'वेट एंड ड्राई वैक्यूम' } });
    const rent = await t.as('customer-2')({ method: 'POST', url: '/api/tool-rentals', payload: { toolId: 'tool-vacuum', customerId: 'customer-2' } });
    expect(rent.statusCode, rent.body).toBe(201);
    expect((rent.json() as ToolRental).tool).toMatchObject({ name: 'Wet & Dry Vacuum', nameHi: 'वेट एंड ड्राई वैक्यूम', nameKn: '' });
    const entry = (await inbox('customer-2')).find((n) => n.event === 'rentalConfirmed')!;
    expect(entry.params.serviceIn).toEqual({ kn: kn['catalogue.tool-vacuum.name'], hi: 'वेट एंड ड्राई वैक्यूम' });
    // The tool's words change with it on the customer's rentals.
    await admin()({ method: 'PATCH', url: '/api/tools/tool-vacuum', payload: { nameKn: 'ವೆಟ್ ಅಂಡ್ ಡ್ರೈ ವ್ಯಾಕ್ಯೂಮ್' } });
    const rentals = (await t.as('customer-2')({ method: 'GET', url: '/api/tool-rentals/customer/customer-2' })).json() as ToolRental[];
    expect(rentals.find((r) => r.toolId === 'tool-vacuum')?.tool).toMatchObject({ nameKn: 'ವೆಟ್ ಅಂಡ್ ಡ್ರೈ ವ್ಯಾಕ್ಯೂಮ್', nameHi: 'वेट एंड ड्राई वैक्यूम' });
  });
});

async function inbox(userId: string): Promise<Notification[]> {
  const res = await t.as(userId)({ method: 'GET', url: '/api/notifications' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DeltaAnswer<Notification>).changes;
}
