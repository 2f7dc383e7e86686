import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { BackupRefused, MANIFEST, writeBackup, type Manifest, type Source, type Target } from '../../src/server/ops/backup';
import { restoreBackup } from '../../src/server/ops/restore';
import { createPostgresDatabase, createTestApp, usingPostgres, type TestApp } from './test-app';
import { allowEarlyStarts, bookingBody, pngBytes, slotIn } from './bookings-support';
import { photoForm } from './multipart';

let t: TestApp;
const folders: string[] = [];
const drops: (() => Promise<void>)[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gaadicare-${name}-`));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp();
  await allowEarlyStarts(t.app);
});
afterAll(async () => {
  await t?.close();
  for (const drop of drops) await drop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function sourceOf(app: FastifyInstance): Source {
  const c = app.database.connection;
  return c.kind === 'pglite' ? { kind: 'pglite', client: c.client } : { kind: 'postgres', url: c.url };
}

/** An empty place to restore into: a new DATA_DIR, or a new PostgreSQL database. */
async function emptyTarget(): Promise<{ target: Target; photoDir: string }> {
  const dataDir = tempDir('restore');
  const photoDir = path.join(dataDir, 'photos');
  if (!usingPostgres()) return { target: { kind: 'pglite', dataDir }, photoDir };
  const pg = await createPostgresDatabase();
  drops.push(pg.drop);
  return { target: { kind: 'postgres', url: pg.url }, photoDir };
}

async function appOn(target: Target, photoDir: string): Promise<FastifyInstance> {
  return buildApp({
    ...(target.kind === 'postgres' ? { databaseUrl: target.url, dataDir: 'memory://' } : { dataDir: target.dataDir }),
    photoDir,
    serveClient: false,
    logLevel: 'silent',
    sessionSecret: 'test-secret-test-secret-test-secret-000',
    rateLimits: false,
    outbox: { worker: false },
  });
}

async function ids(app: FastifyInstance, table: string, column = 'id'): Promise<string[]> {
  const result = (await app.db.execute(sql.raw(`SELECT ${column}::text AS v FROM ${table} ORDER BY 1`))) as unknown as { rows: { v: string }[] };
  return result.rows.map((r) => r.v);
}

async function signIn(app: FastifyInstance, userId: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/session', payload: { userId } });
  const raw = res.cookies.find((c) => c.name === 'gc_session');
  return `gc_session=${raw!.value}`;
}

describe('backups and restores', () => {
  let backup: string;
  let manifest: Manifest;
  let before: Record<string, string[]>;
  let photoId: string;
  let photoBytes: Buffer;
  let duringWrites: number;

  it('backs up while bookings and photos are being written, with a manifest of counts and checksums', async () => {
    const customer = t.as('customer-1');
    const first = await customer({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
    expect(first.statusCode, first.body).toBe(201);
    const uploaded = await customer({ method: 'POST', url: `/api/bookings/${first.json().id}/photos`, ...(await photoForm('before', [pngBytes(200)])) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photoId = uploaded.json().photos[0].id;
    photoBytes = (await customer({ method: 'GET', url: `/api/photos/${photoId}` })).rawPayload;
    before = {
      bookings: await ids(t.app, 'bookings'),
      bids: await ids(t.app, 'bids'),
      photos: await ids(t.app, 'photos'),
      invoiceCounters: await ids(t.app, 'invoice_counters', 'concat_ws(\':\', invoice_counters.*)'),
      invoices: await ids(t.app, 'invoices', 'number'),
    };

    // Bookings and photos keep arriving while the backup is taken.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let i = 0; writing || i < 2; i++) {
        const res = await customer({ method: 'POST', url: '/api/bookings', payload: bookingBody({ scheduledTime: slotIn(2 + (i % 5), 9 + (i % 8)) }) });
        expect(res.statusCode, res.body).toBe(201);
        const photo = await customer({ method: 'POST', url: `/api/bookings/${res.json().id}/photos`, ...(await photoForm('before', [pngBytes(100 + i)])) });
        expect(photo.statusCode, photo.body).toBe(201);
        written++;
      }
    })();
    backup = path.join(tempDir('backup'), 'b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    manifest = await writeBackup(sourceOf(t.app), backup, { photoDir: t.app.photoStore.dir });
    writing = false;
    await writer;
    duringWrites = written;

    expect(manifest.database).toBe(usingPostgres() ? 'postgres' : 'pglite');
    expect(manifest.appVersion).toBe(JSON.parse(fs.readFileSync('package.json', 'utf8')).version);
    expect(manifest.schemaVersion.tag).toMatch(/^\d{4}_/);
    expect(manifest.tables['public.bookings']).toBeGreaterThanOrEqual(before.bookings.length);
    expect(manifest.tables['public.photos']).toBeGreaterThanOrEqual(before.photos.length);
    for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files.some((f) => f.path.startsWith('photos/') && f.path.endsWith(photoId))).toBe(true);
    expect(fs.existsSync(path.join(backup, MANIFEST))).toBe(true);
  });

  it('restores into an empty place every booking, bid, photo and invoice counter, and a server starts on it and serves them', async () => {
    const { target, photoDir } = await emptyTarget();
    await restoreBackup(backup, target, { photoDir });
    const app = await appOn(target, photoDir);
    try {
      for (const id of before.bookings) expect(await ids(app, 'bookings')).toContain(id);
      expect(await ids(app, 'bids')).toEqual(expect.arrayContaining(before.bids));
      expect(await ids(app, 'photos')).toEqual(expect.arrayContaining(before.photos));
      expect(await ids(app, 'invoices', 'number')).toEqual(expect.arrayContaining(before.invoices));
      expect(await ids(app, 'invoice_counters', 'concat_ws(\':\', invoice_counters.*)')).toEqual(before.invoiceCounters);
      // Exactly the snapshot the manifest counted: the writes during the backup are in or out, whole.
      const bookings = await ids(app, 'bookings');
      expect(bookings.length).toBe(manifest.tables['public.bookings']);
      expect(bookings.length).toBeLessThanOrEqual(before.bookings.length + duringWrites);

      const cookie = await signIn(app, 'customer-1');
      const customers = (await app.db.execute(sql`SELECT id, customer_id AS "customerId" FROM bookings`)) as unknown as { rows: { id: string; customerId: string }[] };
      const admin = await signIn(app, 'admin-1');
      for (const b of customers.rows) {
        const res = await app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: { cookie: b.customerId === 'customer-1' ? cookie : admin } });
        expect(res.statusCode, `${b.id}: ${res.body}`).toBe(200);
      }
      // Every photo row of the snapshot has its bytes, and they are served as before.
      for (const id of await ids(app, 'photos')) expect((await app.photoStore.open(id)) !== null, id).toBe(true);
      const photo = await app.inject({ method: 'GET', url: `/api/photos/${photoId}`, headers: { cookie } });
      expect(photo.statusCode).toBe(200);
      expect(Buffer.compare(photo.rawPayload, photoBytes)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('refuses a place that is not empty without --force, changing nothing; --force replaces it', async () => {
    const { target, photoDir } = await emptyTarget();
    await restoreBackup(backup, target, { photoDir });
    let app = await appOn(target, photoDir);
    const cookie = await signIn(app, 'customer-1');
    const made = await app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: bookingBody({ scheduledTime: slotIn(3, 15) }) });
    expect(made.statusCode, made.body).toBe(201);
    const bookingsNow = await ids(app, 'bookings');
    await app.close();

    await expect(restoreBackup(backup, target, { photoDir })).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(backup, target, { photoDir })).rejects.toThrow(/not empty|already holds/);
    app = await appOn(target, photoDir);
    expect(await ids(app, 'bookings')).toEqual(bookingsNow);
    await app.close();

    await restoreBackup(backup, target, { photoDir, force: true });
    app = await appOn(target, photoDir);
    expect(await ids(app, 'bookings')).not.toContain(made.json().id);
    expect((await ids(app, 'bookings')).length).toBe(manifest.tables['public.bookings']);
    await app.close();
  });

  it('refuses a backup whose file no longer matches its checksum, before touching the target', async () => {
    const damaged = path.join(tempDir('damaged'), 'b');
    fs.cpSync(backup, damaged, { recursive: true });
    const dump = manifest.files.find((f) => f.path.startsWith('database'))!;
    const file = path.join(damaged, dump.path);
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(file, bytes);

    const { target, photoDir } = await emptyTarget();
    await expect(restoreBackup(damaged, target, { photoDir })).rejects.toThrow(/does not match its checksum/);
    if (target.kind === 'pglite') expect(fs.existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    else await restoreBackup(backup, target, { photoDir }); // still empty: a good backup goes in without --force
    expect(fs.existsSync(photoDir)).toBe(target.kind === 'postgres');
  });

  it('leaves nothing behind when a backup fails part way', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const closed = new PGlite();
    await closed.close();
    const out = path.join(tempDir('failed'), 'b');
    await expect(writeBackup({ kind: 'pglite', client: closed }, out, { photoDir: t.app.photoStore.dir })).rejects.toThrow();
    expect(fs.readdirSync(out)).toEqual([]);
  });

  it('refuses a folder that is not empty as the place for a new backup', async () => {
    await expect(writeBackup(sourceOf(t.app), backup, { photoDir: t.app.photoStore.dir })).rejects.toThrow(/not empty/);
  });
});

describe('npm run backup / restore', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const cli = (script: string, args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', `src/server/ops/${script}`, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  it.skipIf(usingPostgres())('backs up a stopped embedded database, refuses one a running server holds, and restores only into an empty DATA_DIR', async () => {
    const dataDir = tempDir('cli-data');
    const seeded = await buildApp({ dataDir, serveClient: false, logLevel: 'silent', sessionSecret: 'test-secret-test-secret-test-secret-000', outbox: { worker: false } });
    await seeded.close();

    // A live process holding the folder's lock, as a running server does.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(holder.pid));
      const refused = await cli('backup-cli.ts', [path.join(tempDir('cli-b'), 'x')], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is already used by another GaadiCare process');
      expect(refused.stderr).toContain('stop the server, run the backup, start it again');
    } finally {
      holder.kill();
      fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
    }

    const out = path.join(tempDir('cli-b'), 'backup');
    const made = await cli('backup-cli.ts', [out], { DATA_DIR: dataDir });
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/^Backed up the PGlite database \(\d+ rows in \d+ tables, migration \d{4}_\w+\)/);
    const target = tempDir('cli-r');
    const restored = await cli('restore-cli.ts', [out], { DATA_DIR: target });
    expect(restored.stdout).toMatch(/every checksum and row count matches/);
    const again = await cli('restore-cli.ts', [out], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore refused, nothing was changed: .* already holds a database or photos: restore into an empty DATA_DIR, or add --force/);
    expect((await cli('restore-cli.ts', [out, '--force'], { DATA_DIR: target })).code).toBe(0);
  }, 300_000);
});
