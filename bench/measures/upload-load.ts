/**
 * 8. Other requests while large photo uploads are in flight: the app (child on core 0) receives
 * three uploads at once, each ten real camera-sized JPEGs of just under 5 MB (the largest upload
 * accepted: 50 MB as a form, the same photos as a 67 MB JSON body of data URLs), sent from this
 * process; meanwhile the load generator (core 1) reads one booking over and over. Reported: the
 * readers' p95 in the worst window (1 s in the full run) while the uploads are in flight, beside their p95 with
 * no upload. Also: how soon an over-cap (60 MB) upload is refused.
 */
import sharp from 'sharp';
import { bookingDates, slotIso } from '../../src/shared/domain/time';
import { MAX_PHOTO_BYTES } from '../../src/shared/schemas/booking';
import { MAX_EARLY_START_MINUTES } from '../../src/shared/domain/slot-rules';
import type { LoadGenerator, LoadResult } from '../load/run-load';
import { postgresReachable } from '../lib/postgres';
import type { SeededDatabases } from '../lib/seeded';
import { median } from '../lib/stats';
import { fmt, type Row } from '../lib/table';
import { startBenchServer } from '../servers/start-server';
import { personaCookie } from '../lib/persona';

export interface UploadLoadOptions {
  uploads: number;
  photosPerUpload: number;
  /** Bytes of each photo; the photo itself is generated to come close to this from below. */
  photoBytes: number;
  connections: number;
  windowMs: number;
  baselineMs: number;
}

export const TARGET_P95_MS = 300;
const CUSTOMER = 'customer-2';
const READ_PATH = '/api/bookings/f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85';

/** A camera-like JPEG (smooth gradients and fine noise) as close to `bytes` as a few tries get, never above. */
export async function cameraJpeg(bytes: number): Promise<Buffer> {
  let side = Math.max(64, Math.round(Math.sqrt(bytes * 2.2)));
  for (let attempt = 0; attempt < 8; attempt++) {
    const width = Math.round(side * 1.333);
    const height = side;
    const pixels = Buffer.alloc(width * height * 3);
    let seed = 12345;
    for (let i = 0; i < width * height; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const x = i % width;
      const y = Math.floor(i / width);
      const noise = seed % 48;
      pixels[i * 3] = ((x * 255) / width + noise) & 0xff;
      pixels[i * 3 + 1] = ((y * 255) / height + noise) & 0xff;
      pixels[i * 3 + 2] = (((x + y) * 128) / (width + height) + noise) & 0xff;
    }
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
    if (jpeg.length <= bytes && jpeg.length > bytes * 0.8) return jpeg;
    side = Math.round(side * Math.sqrt(bytes / jpeg.length) * (jpeg.length > bytes ? 0.97 : 1));
  }
  throw new Error(`could not make a JPEG of about ${bytes} bytes`);
}

function uploadForm(photo: Buffer, count: number): FormData {
  const form = new FormData();
  form.append('type', 'before');
  for (let i = 0; i < count; i++) form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
  return form;
}

/** On PGlite (in the server's process) and, when reachable, on PostgreSQL. */
export async function measureUploadLoad(load: LoadGenerator, opts: UploadLoadOptions, seeded: SeededDatabases): Promise<{ rows: Row[]; detail: string }> {
  const photo = await cameraJpeg(Math.min(opts.photoBytes, MAX_PHOTO_BYTES));
  const pglite = await measureOn(load, opts, photo, seeded, undefined);
  const rows = [pglite.row];
  const details = [`PGlite:\n${pglite.detail}`];
  if (await postgresReachable()) {
    const database = await seeded.postgresCopy();
    try {
      const postgres = await measureOn(load, opts, photo, seeded, database.url);
      rows.push({ ...postgres.row, id: 'upload-load-p95-postgres', figure: `${postgres.row.figure}, PostgreSQL` });
      details.push(`PostgreSQL:\n${postgres.detail}`);
    } finally {
      await database.drop();
    }
  } else {
    rows.push({ id: 'upload-load-p95-postgres', figure: 'Reads while photos upload, PostgreSQL', value: 'not run: PostgreSQL unreachable', baseline: '—', ratio: '—', target: `≤ ${TARGET_P95_MS} ms`, pass: null, measured: false });
  }
  rows[0] = { ...rows[0], figure: `${rows[0].figure}, PGlite` };
  return { rows, detail: details.join('\n') };
}

async function measureOn(load: LoadGenerator, opts: UploadLoadOptions, photo: Buffer, seeded: SeededDatabases, databaseUrl: string | undefined): Promise<{ row: Row; detail: string }> {
  const server = await startBenchServer({ kind: 'app', databaseUrl, seeded: seeded.pgliteFile, pendingBookings: 0 });
  try {
    const customer = await personaCookie(server.url, CUSTOMER);
    const uploader = await personaCookie(server.url, 'customer-1');
    const created = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: uploader },
      body: JSON.stringify({
        serviceIds: ['svc-premium-wash'],
        vehicleType: 'car',
        vehicleCategory: 'sedan',
        location: 'HAL 2nd Stage, Indiranagar',
        scheduledTime: slotIso(bookingDates(new Date())[1], 10),
      }),
    });
    if (created.status !== 201) throw new Error(`creating the booking answered ${created.status}: ${await created.text()}`);
    const bookingId = ((await created.json()) as { id: string }).id;
    // Before photos wait for the job's start window (ADR 023): open it from now for tomorrow's slot.
    const admin = await personaCookie(server.url, 'admin-1');
    const settings = (await (await fetch(`${server.url}/api/admin/settings`, { headers: { cookie: admin } })).json()) as Record<string, unknown>;
    const opened = await fetch(`${server.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ ...settings, earlyStartMinutes: MAX_EARLY_START_MINUTES }),
    });
    if (opened.status !== 200) throw new Error(`opening the start window answered ${opened.status}: ${await opened.text()}`);

    const reads = { url: `${server.url}${READ_PATH}`, headers: { cookie: customer }, connections: opts.connections };
    await load.run({ ...reads, durationMs: Math.min(1000, opts.baselineMs) });
    const baseline = await load.run({ ...reads, durationMs: opts.baselineMs });

    // The over-cap upload: refused from its declared length, before its body is read.
    const overCap = uploadForm(photo, Math.ceil((60 * 1024 * 1024) / photo.length));
    const overStart = performance.now();
    const over = await fetch(`${server.url}/api/bookings/${bookingId}/photos`, { method: 'POST', headers: { cookie: uploader }, body: overCap });
    await over.arrayBuffer();
    const overMs = performance.now() - overStart;

    const started = performance.now();
    let inFlight = opts.uploads;
    const uploads = Array.from({ length: opts.uploads }, async () => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/bookings/${bookingId}/photos`, {
        method: 'POST',
        headers: { cookie: uploader },
        body: uploadForm(photo, opts.photosPerUpload),
      });
      const text = await res.text();
      inFlight--;
      return { status: res.status, ms: performance.now() - t0, body: text };
    });
    const windows: LoadResult[] = [];
    while (inFlight > 0) windows.push(await load.run({ ...reads, durationMs: opts.windowMs }));
    const answers = await Promise.all(uploads);
    const uploadSeconds = (performance.now() - started) / 1000;
    for (const a of answers) if (a.status !== 201) throw new Error(`an upload answered ${a.status}: ${a.body.slice(0, 200)}`);
    for (const w of [baseline, ...windows]) {
      if (w.errors || Object.keys(w.statuses).some((s) => s !== '200')) throw new Error(`the reads answered ${JSON.stringify(w.statuses)}`);
    }

    const worst = Math.max(...windows.map((w) => w.p95Ms));
    const uploadMb = (photo.length * opts.photosPerUpload) / (1024 * 1024);
    const row: Row = {
      id: 'upload-load-p95',
      figure: `Reads while ${opts.uploads} uploads of ${opts.photosPerUpload} × ${(photo.length / (1024 * 1024)).toFixed(1)} MB photos are in flight: p95 (worst ${opts.windowMs} ms window)`,
      value: fmt.ms(worst),
      baseline: `${fmt.ms(baseline.p95Ms)} (no upload)`,
      ratio: fmt.ratio(worst, baseline.p95Ms),
      target: `≤ ${TARGET_P95_MS} ms`,
      pass: worst <= TARGET_P95_MS,
      measured: Number.isFinite(worst) && windows.length > 0,
    };
    const detail = [
      `- Uploads: ${opts.uploads} at once, each ${opts.photosPerUpload} JPEGs of ${photo.length.toLocaleString('en-US')} bytes (${uploadMb.toFixed(1)} MB as a form; ${(uploadMb * 4 / 3).toFixed(1)} MB as the former JSON data URLs), all answered 201 in ${answers.map((a) => fmt.s(a.ms)).join(', ')} (${uploadSeconds.toFixed(1)} s for the three).`,
      `- Reads (GET ${READ_PATH}, ${opts.connections} connections): no upload p50 ${fmt.ms(baseline.p50Ms)}, p95 ${fmt.ms(baseline.p95Ms)}, p99 ${fmt.ms(baseline.p99Ms)}, ${fmt.rps(baseline.rps)}; during the uploads, per ${opts.windowMs} ms window: p95 ${windows.map((w) => fmt.ms(w.p95Ms)).join(', ')}; median window p95 ${fmt.ms(median(windows.map((w) => w.p95Ms)))}, worst p99 ${fmt.ms(Math.max(...windows.map((w) => w.p99Ms)))}; ${windows.reduce((n, w) => n + w.requests, 0)} reads.`,
      `- An upload over the cap (${((photo.length * Math.ceil((60 * 1024 * 1024) / photo.length)) / (1024 * 1024)).toFixed(1)} MB): answered ${over.status} in ${fmt.ms(overMs)}.`,
    ].join('\n');
    return { row, detail };
  } finally {
    await server.stop();
  }
}
