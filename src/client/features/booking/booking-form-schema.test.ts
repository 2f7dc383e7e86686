import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { createBookingBodySchema } from '../../../shared/schemas/booking';
import type { Service } from '../../../shared/schemas/service';
import { NO_TRANSLATIONS } from '../../../shared/catalogue/languages';
import { CHOOSE_AREA_MESSAGE } from '../../../shared/domain/localities';
import { priceToWire } from '../../../shared/pricing/price-model';
import { bookingFormSchema, parseBookingDraft } from './booking-form-schema';
import { emptyBookingForm, previewQuote, servicesFor, toCreateBody } from './booking-form-values';

const svc = (id: string, basePrice: string, vehicleType: Service['vehicleType'], category = 'wash', retired = false): Service => ({
  id,
  name: id,
  description: '',
  ...NO_TRANSLATIONS,
  basePrice,
  duration: 60,
  vehicleType,
  category,
  sacCode: '998714',
  retired,
});

const SERVICES = [
  svc('basic', '299.00', 'both'),
  svc('interior', '799.00', 'car'),
  svc('oil', '899.00', 'both', 'maintenance'),
  svc('chain', '149.00', 'bike', 'maintenance'),
  svc('old', '99.00', 'both', 'wash', true),
];

const valid = () => ({ ...emptyBookingForm('2030-01-10'), location: 'Indiranagar', serviceIds: ['basic'], slotHour: 10 });

function messages(values: unknown): string[] {
  const result = bookingFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('booking form schema', () => {
  it('accepts a complete form', () => {
    expect(messages(valid())).toEqual([]);
  });

  it('needs a place: a picked point or an address naming a known area', () => {
    expect(messages({ ...valid(), location: 'Basement P2, Prestige Tower' })).toEqual([CHOOSE_AREA_MESSAGE]);
    expect(messages({ ...valid(), location: 'Basement P2, Prestige Tower', latitude: '12.95', longitude: '77.7' })).toEqual([]);
    expect(messages({ ...valid(), location: 'Flat 2, 560066' })).toEqual([]);
    const body = toCreateBody({ ...valid(), location: 'Flat 2, 560066' }, { customerId: 'customer-1' });
    expect(body).toMatchObject({ latitude: '12.969800', longitude: '77.750000' });
  });

  it("uses the spec's messages for the required fields", () => {
    expect(messages({ ...valid(), location: '   ' })).toContain('Location is required');
    expect(messages({ ...valid(), serviceIds: [] })).toContain('At least one service is required');
    expect(messages({ ...valid(), slotHour: null })).toContain('Time slot is required');
  });

  it('keeps the slot as an hour of the service day, a number', () => {
    expect(messages({ ...valid(), slotHour: 21 })).toEqual([]);
    expect(messages({ ...valid(), slotHour: 22 })).toEqual(['Choose an hourly slot from 6:00 AM to 9:00 PM']);
    expect(messages({ ...valid(), slotHour: '10:00' })).not.toEqual([]);
    expect(toCreateBody({ ...valid(), slotHour: 6 }, { customerId: 'customer-1' }).scheduledTime).toBe('2030-01-10T06:00:00+05:30');
    expect(() => toCreateBody({ ...valid(), slotHour: null }, { customerId: 'customer-1' })).toThrow(/time slot/);
  });

  it('refuses an unknown vehicle type or category', () => {
    expect(messages({ ...valid(), vehicleType: 'truck' })).toContain('Vehicle type must be car or bike');
    expect(messages({ ...valid(), vehicleCategory: 'van' })).toContain('Vehicle category must be hatchback, sedan, suv or luxury');
  });
});

describe('servicesFor', () => {
  it('lists wash cards and maintenance add-ons that fit the vehicle, without retired ones', () => {
    const car = servicesFor(SERVICES, 'car');
    expect(car.main.map((s) => s.id)).toEqual(['basic', 'interior']);
    expect(car.addOns.map((s) => s.id)).toEqual(['oil']);
    const bike = servicesFor(SERVICES, 'bike');
    expect(bike.main.map((s) => s.id)).toEqual(['basic']);
    expect(bike.addOns.map((s) => s.id)).toEqual(['oil', 'chain']);
  });
});

describe('price preview and request body', () => {
  it('adds 30 % for a sedan and includes add-ons', () => {
    const q = previewQuote({ vehicleType: 'car', vehicleCategory: 'sedan', serviceIds: ['basic'], addOnIds: ['oil'] }, SERVICES, DEFAULT_PRICING);
    expect(q.lines.map((l) => l.pricePaise)).toEqual([38870, 116870]);
    expect(q.servicePaise).toBe(155740);
  });

  it('builds a body the API accepts, with the slot in IST, and previews a bike at 60 %', () => {
    const values = { ...valid(), vehicleType: 'bike' as const, vehicleModel: 'ignored', vehicleCategory: 'luxury' as const };
    const body = toCreateBody(values, { customerId: 'customer-1' });
    expect(body).toMatchObject({
      vehicleType: 'bike',
      vehicleModel: null,
      vehicleCategory: 'hatchback',
      scheduledTime: '2030-01-10T10:00:00+05:30',
    });
    expect(body).not.toHaveProperty('timeSlot');
    // The server prices the booking itself; the body carries no amounts.
    expect(body).not.toHaveProperty('totalAmount');
    expect(createBookingBodySchema.safeParse({ ...body, id: crypto.randomUUID() }).success).toBe(true);
    expect(priceToWire(previewQuote(values, SERVICES, DEFAULT_PRICING))).toMatchObject({ subtotal: '179.40', gst: '32.30', totalAmount: '211.70' });
  });

  it('keeps the coordinates picked on the map', () => {
    const body = toCreateBody(
      { ...valid(), vehicleModel: 'Honda City', vehicleCategory: 'sedan', latitude: '12.978000', longitude: '77.640000' },
      { customerId: 'customer-1' },
    );
    expect(body).toMatchObject({ vehicleModel: 'Honda City', vehicleCategory: 'sedan', latitude: '12.978000', longitude: '77.640000' });
  });
});

describe('a place picked on the map', () => {
  const onMap = () => ({ ...valid(), locationMode: 'map' as const, latitude: '12.935000', longitude: '77.624000', location: 'Koramangala 560034' });

  it('needs the house or flat, even before the rest of the form is filled', () => {
    const blank = bookingFormSchema.safeParse({ ...onMap(), serviceIds: [], houseFlat: '  ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.find((i) => i.path[0] === 'houseFlat')?.message).toBe('Enter the house or flat number');
    expect(bookingFormSchema.safeParse({ ...onMap(), houseFlat: 'Flat 402' }).success).toBe(true);
  });

  it('does not ask for it when the address is typed', () => {
    expect(bookingFormSchema.safeParse({ ...valid(), houseFlat: '' }).success).toBe(true);
  });
});

describe('a kept draft', () => {
  it('comes back as the form’s values when it still is one', () => {
    expect(parseBookingDraft(JSON.stringify(valid()))).toEqual(bookingFormSchema.parse(valid()));
  });

  it('is dropped when it is not JSON or no longer a form’s values', () => {
    expect(parseBookingDraft('{')).toBeNull();
    expect(parseBookingDraft(JSON.stringify({ ...valid(), vehicleType: 'boat' }))).toBeNull();
  });
});
