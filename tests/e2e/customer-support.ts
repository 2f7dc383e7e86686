import { request, type APIRequestContext, type Page } from 'playwright-core';

/** An API client with its own cookie jar, acting as one persona (like a second device). */
export async function apiAs(baseURL: string, userId: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/session', { data: { userId } });
  if (!res.ok()) throw new Error(`Could not act as ${userId}: ${res.status()} ${await res.text()}`);
  return api;
}

export async function customerBookingCount(baseURL: string, customerId = 'customer-1'): Promise<number> {
  const api = await apiAs(baseURL, customerId);
  try {
    const res = await api.get(`/api/bookings/customer/${customerId}`);
    return ((await res.json()) as unknown[]).length;
  } finally {
    await api.dispose();
  }
}

/** A real PNG drawn in the page (a coloured block), so the upload path decodes and resizes it. */
export async function samplePng(page: Page, color: string, width = 2400, height = 1800): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ color, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#fff';
      ctx.fillRect(width / 4, height / 3, width / 2, height / 6);
      return canvas.toDataURL('image/png');
    },
    { color, width, height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

export interface BookingChoice {
  model?: string;
  vehicle?: 'Car' | 'Bike';
  location: string;
  services: string[];
  /** Index into the seven date buttons; 1 = tomorrow, so slots are open whatever the time now. */
  dateIndex?: number;
}

/** Picks the booking form's date by its index among the seven; tomorrow by default, so slots are open whatever the time now. */
export async function pickBookingDate(page: Page, index = 1): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Date' }).getByRole('radio').nth(index).click();
}

/** Fills the booking form; leaves submitting to the caller. Returns the chosen slot's label. */
export async function fillBookingForm(page: Page, choice: BookingChoice): Promise<string> {
  if (choice.vehicle === 'Bike') await page.getByRole('radio', { name: 'Bike' }).click();
  if (choice.model) {
    await page.getByRole('combobox', { name: 'Car model' }).selectOption(choice.model);
  }
  await page.getByRole('textbox', { name: 'Address' }).fill(choice.location);
  for (const name of choice.services) await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await pickBookingDate(page, choice.dateIndex);
  const slot = page.getByRole('radiogroup', { name: 'Time slot' }).locator('button:not([disabled])').first();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  return label;
}

/** The booking id the wizard put in the URL. */
export function bookingIdFromUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('booking');
}

/** Creates a pending booking as the customer through the API (tomorrow 12:00 IST, Premium Wash). */
export async function createPendingBooking(api: APIRequestContext, customerId = 'customer-1'): Promise<{ id: string }> {
  const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const res = await api.post('/api/bookings', {
    data: {
      customerId,
      serviceIds: ['svc-premium-wash'],
      addOnIds: ['svc-tyre-polish'],
      vehicleType: 'car',
      vehicleModel: 'Hyundai Creta',
      vehicleCategory: 'suv',
      location: '80 Feet Road, Indiranagar',
      scheduledTime: `${tomorrow}T12:00:00+05:30`,
    },
  });
  if (res.status() !== 201) throw new Error(`Booking failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/**
 * Confirms the open rent dialog paying cash at pickup: the way that works offline and needs no
 * checkout. Online, the dialog starts on "Online now" (ADR 063), so cash is chosen first.
 */
export async function confirmRentalInCash(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /^Cash at pickup/ }).check();
  await dialog.getByRole('button', { name: /^Confirm Rental/ }).click();
}
