import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { DATA_EXPORT_LIMIT } from '../../../shared/domain/privacy';
import type { Db } from '../../db/database';
import { PERSONAL_TABLES } from '../../db/personal-fields';
import { HttpError, notFound } from '../../http/http-error';
import type { PhotoStore } from '../photos/photo-store';
import { earningsStatementOf } from '../providers/earnings-repository';
import { moneyRows } from './money-rows';
import { exportsSince, lockExports, personalRows, recordExport, type PersonalRows } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one download against the account's daily limit, or refuses it (429, with when the next
 * one may be taken). Counted before the copy is made: a copy that fails still counts.
 */
export async function countExport(db: Db, accountId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockExports(tx, accountId);
    const recent = await exportsSince(tx, accountId, new Date(now.getTime() - DAY_MS));
    if (recent.n >= DATA_EXPORT_LIMIT.perDay) {
      const waitSeconds = Math.max(1, Math.ceil((recent.oldest!.getTime() + DAY_MS - now.getTime()) / 1000));
      const hours = Math.ceil(waitSeconds / 3600);
      throw new HttpError(
        429,
        `You can download your data ${DATA_EXPORT_LIMIT.perDay} times a day, and you have. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
        { 'retry-after': String(waitSeconds) },
      );
    }
    await recordExport(tx, accountId, now);
  });
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
/** The host of a push endpoint (the rest of it is the browser's secret address). */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};
const extensionOf = (mimeType: string) => (mimeType === 'image/png' ? 'png' : 'jpg');

/** A file of the copy: its bytes (the JSON files, the README, photos kept in the database), or a photo in the store. */
type ExportEntry = { name: string; bytes: Uint8Array; compress: boolean } | { name: string; photoId: string };

/**
 * A copy of everything held about the account, as a ZIP: JSON files, the photos' bytes and a
 * README. The rows are read (and a missing account refused) before the first byte; the ZIP is then
 * streamed, one photo file at a time, so a provider with years of job photos costs the server one
 * file's chunk of memory, not the archive (ADR 078).
 */
export async function exportStream(db: Db, store: PhotoStore, accountId: string, now: Date): Promise<Readable> {
  return zipStream(await exportEntries(db, store, accountId, now), store, now);
}

async function exportEntries(db: Db, store: PhotoStore, accountId: string, now: Date): Promise<ExportEntry[]> {
  const rows = await personalRows(db, accountId);
  if (!rows.account) throw notFound('Your account no longer exists');
  const isProvider = rows.account.userType === 'provider';
  const files: ExportEntry[] = [];
  const add = (name: string, value: unknown) => files.push({ name, bytes: json(value), compress: true });

  add('profile.json', {
    account: rows.account,
    providerProfile: rows.profile,
    weeklyHours: rows.availability.map(({ dayOfWeek, startTime, endTime, isAvailable }) => ({ dayOfWeek, startTime, endTime, isAvailable })),
    onboarding: rows.verification,
    assessmentAttempts: rows.attempts,
  });
  add('addresses.json', addressesOf(rows));
  add('bookings.json', bookingsOf(rows, accountId));
  add('bids.json', { placed: rows.bidsPlaced, receivedOnYourBookings: rows.bidsReceived });
  add('feedback.json', { given: rows.feedbackGiven, receivedAsProvider: rows.feedbackReceived });
  add('invoices.json', rows.invoiceRows.map((i) => ({ number: i.number, bookingId: i.bookingId, issuedAt: i.issuedAt, document: i.document })));
  add('tool-rentals.json', rows.rentals);
  add('identity.json', {
    submission: rows.identity,
    photos: rows.idPhotos.map((p) => ({ id: p.id, side: p.side, mimeType: p.mimeType, bytes: p.bytes, uploadedAt: p.uploadedAt, file: `identity-photos/${p.side}-${p.id}.${extensionOf(p.mimeType)}` })),
  });
  add('earnings.json', isProvider ? await earningsStatementOf(db, accountId, now) : null);
  add('notifications.json', { inbox: rows.inbox, preferences: rows.preferences });
  add('push-subscriptions.json', rows.devices.map((d) => ({ pushService: hostOf(d.endpoint), locale: d.locale, createdAt: d.createdAt, updatedAt: d.updatedAt })));
  add('sessions.json', rows.sessionRows.map((s) => ({ device: s.device, signedInAt: s.createdAt, lastSeenAt: s.updatedAt, expiresAt: s.expiresAt })));
  add('ledger.json', await moneyRows(db, accountId, rows.bookingRows.filter((b) => b.customerId === accountId).map((b) => b.id)));
  add('consents.json', { consents: rows.consentRows, downloadsOfYourData: rows.exportRows.map((e) => e.createdAt) });
  add('audit.json', rows.auditRows);
  add('support-tickets.json', rows.ticketRows);

  // Photos are JPEG or PNG, compressed already: stored as they are.
  const photoFiles: ExportEntry[] = [];
  const photoList = [];
  for (const photo of rows.photoRows) {
    const file = `photos/${photo.bookingId}-${photo.type}-${photo.id}.${extensionOf(photo.mimeType)}`;
    const present = photo.data !== null || (await inStore(store, photo.id));
    if (photo.data) photoFiles.push({ name: file, bytes: new Uint8Array(photo.data), compress: false });
    else if (present) photoFiles.push({ name: file, photoId: photo.id });
    const { data: _data, ...about } = photo;
    photoList.push({ ...about, file: present ? file : null, takenByYou: photo.uploadedBy === accountId });
  }
  add('photos.json', photoList);
  for (const photo of rows.idPhotos) {
    if (await inStore(store, photo.id)) photoFiles.push({ name: `identity-photos/${photo.side}-${photo.id}.${extensionOf(photo.mimeType)}`, photoId: photo.id });
  }
  return [...files, ...photoFiles, { name: 'README.txt', bytes: strToU8(readme(now)), compress: true }];
}

/** Whether the store holds the photo (opened and closed again: the copy reads it when its turn comes). */
async function inStore(store: PhotoStore, id: string): Promise<boolean> {
  const file = await store.open(id);
  file?.stream.destroy();
  return file !== null;
}

/** The entries as a ZIP stream, read from the store one photo at a time and waiting on a slow reader. */
function zipStream(entries: ExportEntry[], store: PhotoStore, now: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  void (async () => {
    for (const entry of entries) {
      if ('bytes' in entry) {
        const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
        file.mtime = now;
        zip.add(file);
        file.push(entry.bytes, true);
      } else {
        // A photo the sweep removed since the list was made is left out.
        const stored = await store.open(entry.photoId);
        if (!stored) continue;
        const file = new ZipPassThrough(entry.name);
        file.mtime = now;
        zip.add(file);
        for await (const chunk of stored.stream) {
          file.push(chunk as Uint8Array);
          await drained();
        }
        file.push(new Uint8Array(0), true);
      }
      await drained();
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** The places the person gave: their bookings' addresses (as customer) and their base (as provider). */
function addressesOf(rows: PersonalRows) {
  const own = rows.bookingRows.filter((b) => b.customerId === rows.account!.id);
  const seen = new Map<string, { address: string; latitude: string | null; longitude: string | null; bookings: string[] }>();
  for (const b of own) {
    const key = `${b.location}|${b.latitude}|${b.longitude}`;
    const entry = seen.get(key) ?? { address: b.location, latitude: b.latitude, longitude: b.longitude, bookings: [] };
    entry.bookings.push(b.id);
    seen.set(key, entry);
  }
  return {
    bookingAddresses: [...seen.values()],
    providerBase: rows.profile ? { latitude: rows.profile.baseLatitude, longitude: rows.profile.baseLongitude } : null,
  };
}

/** Bookings the person made in full; jobs they did as a provider without the customer's address, door code or id. */
function bookingsOf(rows: PersonalRows, accountId: string) {
  const linesOf = (id: string) => rows.lines.filter((l) => l.bookingId === id).map(({ kind, name, basePricePaise, pricePaise }) => ({ kind, name, basePricePaise, pricePaise }));
  const made = rows.bookingRows.filter((b) => b.customerId === accountId);
  const done = rows.bookingRows.filter((b) => b.customerId !== accountId);
  return {
    asCustomer: made.map(({ version: _v, startAttempts: _a, startLockedUntil: _l, releasedByProviderIds: _r, ...b }) => ({ ...b, services: linesOf(b.id) })),
    asProvider: done.map((b) => ({
      id: b.id,
      status: b.status,
      createdAt: b.createdAt,
      scheduledTime: b.scheduledTime,
      completedAt: b.completedAt,
      vehicleType: b.vehicleType,
      vehicleCategory: b.vehicleCategory,
      totalPaise: b.totalPaise,
      providerPaise: b.providerPaise,
      priorityBonusPaise: b.priorityBonusPaise,
      invoiceNumber: b.invoiceNumber,
      services: linesOf(b.id),
    })),
  };
}

/** What each file holds; the file names are the ones PERSONAL_TABLES lists. */
const FILES: Record<string, string> = {
  'profile.json': 'your account (name, mobile number, e-mail, area), and as a provider your rates, base, weekly hours, onboarding steps and assessment results',
  'addresses.json': 'the addresses and map points you gave for your bookings, and your base as a provider',
  'bookings.json': 'the bookings you made, with their services and prices; as a provider, the jobs you did (without the customer\u2019s address)',
  'bids.json': 'the bids you placed as a provider; the bids providers placed on your bookings (amounts only)',
  'feedback.json': 'the feedback you gave; as a provider, the ratings and comments you received (without who wrote them)',
  'invoices.json': 'the tax invoices issued to you, exactly as issued',
  'photos.json': 'the before and after photos of your bookings and the photos you took, with where and when; the pictures are in photos/',
  'tool-rentals.json': 'the tools you rented',
  'identity.json': 'the identity document you gave as a provider (its number masked, as it is stored); its photos are in identity-photos/',
  'earnings.json': 'as a provider, your earnings statement (null otherwise)',
  'notifications.json': 'your inbox of notifications and what you chose to be told',
  'push-subscriptions.json': 'the browsers that take your notifications: only the push service\u2019s host is shown (the rest of the address is the browser\u2019s secret)',
  'sessions.json': 'where you are signed in: the browser and system of each session (like "Chrome on Android"), when it started, was last used and ends',
  'ledger.json': 'your money records: the ledger lines of what you paid and owed as a customer, and of what you earned, collected in cash and settled as a provider (rupees; positive is what you owed GaadiCare, negative what GaadiCare owed you), the online payment orders for your bookings and settlements, the refunds of your bookings, where you are paid (masked), and the payouts made to you',
  'consents.json': 'what you agreed to and when, and when you downloaded your data',
  'audit.json': 'what the audit trail records of your own actions: each sign-in and sign-out, with the network address and browser',
  'support-tickets.json': 'what you told our support team through the chat, and the grievances you sent our grievance officer: when, about which booking, and our answers',
};

function readme(now: Date): string {
  const listed = new Set(Object.values(PERSONAL_TABLES).flatMap((t) => (t.exported ? [t.exported] : [])));
  const missing = [...listed].filter((f) => !(f in FILES));
  if (missing.length) throw new Error(`README.txt does not describe ${missing.join(', ')}`);
  return [
    'GaadiCare: a copy of everything we hold about you',
    `Made ${now.toISOString()}.`,
    '',
    'Money is in paise (100 paise = 1 rupee); times are UTC (ISO 8601). Other people appear only as',
    'their account ids, never by name, number or address.',
    '',
    ...Object.entries(FILES).map(([file, what]) => `${file}\n  ${what}`),
    '',
    'photos/ and identity-photos/',
    '  the pictures themselves, as stored',
    '',
    'What we collect and why, your choices, correcting your details and deleting your account: the',
    'Your data page of the app (/my-data). Deleting your account keeps the tax invoices issued to',
    'you, which the law asks us to keep, and the amounts of your bookings under an account with no',
    'name or number.',
    '',
  ].join('\n');
}
