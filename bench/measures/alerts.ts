/**
 * Figure 11: alerts. (a) A bid accepted → the provider's push reaches the push service, p95, while
 * the city simulation (bench/city) runs against two server processes on PostgreSQL; (b) a new
 * job near 500 providers → every one of their pushes at the push service. Both through a local
 * HTTPS push service that decrypts each message as a browser would (tests/server/fake-push-service.ts).
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { bookingDates, slotIso } from '../../src/shared/domain/time';
import { startFakePushService, type FakeDevice, type FakePushService } from '../../tests/server/fake-push-service';
import { runCity } from '../city/run-city';
import { freePort, startCityServer, stopCityServer } from '../city/servers';
import { createThrowawayDatabase, PG_ADMIN_URL } from '../lib/postgres';
import { percentile } from '../lib/stats';
import { fmt, type Row } from '../lib/table';

export interface AlertsSettings {
  /** Minutes of the city simulation the accepted-bid probe runs beside (null: the city's own). */
  cityMinutes: number | null;
  /** Providers near the one new job. */
  providers: number;
  smoke: boolean;
}

const log = (message: string) => console.log(`[bench] ${message}`);

/** A self-signed certificate for 127.0.0.1, trusted by the server processes through NODE_EXTRA_CA_CERTS. */
function certificate(): { dir: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-bench-push-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  return { dir, cert: path.join(dir, 'cert.pem') };
}

async function cookieOf(url: string, userId: string): Promise<string> {
  const res = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId }) });
  if (res.status !== 200) throw new Error(`POST /api/session as ${userId} answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function call(url: string, cookie: string, method: string, pathName: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${pathName}`, { method, headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function subscribe(url: string, cookie: string, device: FakeDevice): Promise<void> {
  const res = await call(url, cookie, 'POST', '/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
  if (res.status !== 201 && res.status !== 200) throw new Error(`subscribing answered ${res.status}`);
  const prefs = await call(url, cookie, 'PUT', '/api/notification-preferences', { events: {}, quietHours: null });
  if (prefs.status !== 200) throw new Error(`preferences answered ${prefs.status}`);
}

const eventOf = (payload: unknown) => (payload as { gaadicare?: { event?: string } }).gaadicare?.event;

/** A pending Basic Wash booking of customer-1 at provider-1's base, written straight in (no booking limit applies). */
async function insertJob(client: pg.Client, slot: string): Promise<string> {
  const id = `bench-alert-${crypto.randomBytes(5).toString('hex')}`;
  await client.query(
    `insert into bookings (id, customer_id, status, scheduled_time, location, vehicle_type, vehicle_category, subtotal_paise, gst_paise, total_paise, provider_paise, platform_paise, lat_deg, lng_deg)
     values ($1, 'customer-1', 'pending', $2, 'Indiranagar', 'car', 'hatchback', 29900, 5382, 35282, 22425, 7475, 12.9784, 77.6408)`,
    [id, slot],
  );
  await client.query(
    `insert into booking_services (booking_id, service_id, kind, name, base_price_paise, price_paise, position) values ($1, 'svc-basic-wash', 'service', 'Basic Wash', 29900, 29900, 0)`,
    [id],
  );
  return id;
}

/**
 * Accepted bids one after another while the city runs: each time provider-1 bids on a new job of
 * customer-1 and customer-1 accepts, timed from sending the acceptance to the push's arrival.
 */
interface AcceptSample {
  /** Sending the acceptance → the push at the push service. */
  total: number;
  /** Sending the acceptance → its answer. */
  answer: number;
}

async function acceptedBidLatencies(push: FakePushService, city: { servers: string[]; databaseUrl: string; measuring: () => boolean }, smoke: boolean): Promise<AcceptSample[]> {
  const [first, second] = city.servers;
  const device = push.newDevice();
  const provider = await cookieOf(first!, 'provider-1');
  const customer = await cookieOf(second ?? first!, 'customer-1');
  await subscribe(first!, provider, device);
  const client = new pg.Client({ connectionString: city.databaseUrl });
  await client.connect();
  const latencies: AcceptSample[] = [];
  try {
    for (let i = 0; smoke ? i < 2 : city.measuring(); i++) {
      const slot = slotIso(bookingDates(new Date())[1 + (i % 5)]!, 10 + (i % 6));
      const jobId = await insertJob(client, slot);
      const bid = await call(first!, provider, 'POST', '/api/bids', { bookingId: jobId, providerId: 'provider-1', bidAmount: '400.00', estimatedDuration: 60 });
      if (bid.status !== 201) throw new Error(`bid answered ${bid.status}: ${await bid.text()}`);
      const bidId = ((await bid.json()) as { id: string }).id;
      const before = device.received.filter((r) => eventOf(r.payload) === 'bidAccepted').length;
      const sent = Date.now();
      const accepted = await call(second ?? first!, customer, 'PATCH', `/api/bids/${bidId}/accept`);
      if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${await accepted.text()}`);
      const answer = Date.now() - sent;
      const deadline = Date.now() + 30_000;
      let arrived: number | undefined;
      while (arrived === undefined && Date.now() < deadline) {
        arrived = device.received.filter((r) => eventOf(r.payload) === 'bidAccepted')[before]?.at;
        if (arrived === undefined) await new Promise((r) => setTimeout(r, 20));
      }
      latencies.push({ total: arrived === undefined ? Infinity : arrived - sent, answer });
      await new Promise((r) => setTimeout(r, smoke ? 200 : 1500));
    }
  } finally {
    await client.end();
  }
  return latencies;
}

/** A new job near `count` providers: from the booking's POST to the last of their pushes at the push service. */
async function fanOutSeconds(push: FakePushService, env: Record<string, string>, count: number): Promise<{ seconds: number; told: number }> {
  const database = await createThrowawayDatabase(PG_ADMIN_URL, 'gc_bench_alerts');
  const server = await startCityServer({ databaseUrl: database.url, redisUrl: null, port: await freePort(), readsPerMinute: 1_000_000, writesPerMinute: 1_000_000, env });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // Near Mysuru, far from the demo's providers: only these are near the job.
    const base = { lat: 12.3, lng: 76.65 };
    const ids = Array.from({ length: count }, (_, i) => `bench-fan-${i}`);
    const devices = ids.map(() => push.newDevice());
    await client.query(`insert into users (id, name, user_type, is_verified) select unnest($1::text[]), 'Provider', 'provider', true`, [ids]);
    await client.query(`insert into provider_profiles (user_id, base_latitude, base_longitude) select unnest($1::text[]), $2, $3`, [ids, base.lat.toFixed(6), base.lng.toFixed(6)]);
    await client.query(
      `insert into provider_verification (provider_id, identity_verified, video_training_completed, etiquette_training_completed, assessment_passed) select unnest($1::text[]), true, true, true, true`,
      [ids],
    );
    await client.query(
      `insert into provider_availability (id, provider_id, day_of_week, start_time, end_time, is_available)
       select 'avail-' || p || '-' || d, p, d, '06:00', '21:00', true from unnest($1::text[]) p, generate_series(0, 6) d`,
      [ids],
    );
    await client.query(`insert into push_subscriptions (endpoint, account_id, p256dh, auth) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])`, [
      devices.map((d) => d.endpoint),
      ids,
      devices.map((d) => d.keys.p256dh),
      devices.map((d) => d.keys.auth),
    ]);
    await client.query(`insert into notification_preferences (account_id, events) select unnest($1::text[]), '{}'::jsonb`, [ids]);
    const customer = await cookieOf(server.url, 'customer-2');
    const started = Date.now();
    const booked = await call(server.url, customer, 'POST', '/api/bookings', {
      customerId: 'customer-2',
      serviceIds: ['svc-premium-wash'],
      addOnIds: [],
      vehicleType: 'car',
      vehicleModel: 'Honda City',
      vehicleCategory: 'sedan',
      location: '5, Temple Road, Gokulam, Mysuru',
      latitude: base.lat.toFixed(6),
      longitude: base.lng.toFixed(6),
      scheduledTime: slotIso(bookingDates(new Date())[1]!, 10),
    });
    if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${await booked.text()}`);
    const deadline = Date.now() + 120_000;
    let told = 0;
    let last = started;
    while (Date.now() < deadline) {
      told = devices.filter((d) => d.received.length > 0).length;
      if (told === count) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const d of devices) if (d.received[0]) last = Math.max(last, d.received[0].at);
    return { seconds: told === count ? (last - started) / 1000 : Infinity, told };
  } finally {
    await client.end();
    await stopCityServer(server);
    await database.drop();
  }
}

export async function measureAlerts(settings: AlertsSettings): Promise<{ rows: Row[]; detail: string }> {
  const tls = certificate();
  process.env.TEST_PUSH_TLS_DIR = tls.dir;
  const push = await startFakePushService();
  const vapid = webpush.generateVAPIDKeys();
  const env = {
    NODE_EXTRA_CA_CERTS: tls.cert,
    PUSH_ALLOWED_HOSTS: push.host,
    PUBLIC_URL: 'https://gaadicare.test',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  try {
    log('11a. accepted bid → push, while the city runs');
    let samples: AcceptSample[] = [];
    const city = await runCity(
      {
        smoke: settings.smoke,
        ...(settings.cityMinutes ? { minutes: settings.cityMinutes } : {}),
        serverEnv: env,
        alongside: async (c) => {
          samples = await acceptedBidLatencies(push, c, settings.smoke);
        },
      },
      (line) => log(`city: ${line}`),
    );
    log(`11b. a new job near ${settings.providers} providers`);
    const fan = await fanOutSeconds(push, env, settings.providers);
    const latencies = samples.map((x) => x.total);
    const answers = samples.map((x) => x.answer);
    const afterAnswer = samples.map((x) => x.total - x.answer);
    const p = (values: number[], q: number) => (values.length ? percentile(values, q) : Infinity);
    const p95 = p(latencies, 95);
    const p50 = p(latencies, 50);
    const cityRps = (city.load.providers.steady.polls + city.load.customers.steady.polls) / city.load.measuredSeconds;
    const rows: Row[] = [
      {
        id: 'alert-accepted-p95',
        figure: 'Bid accepted → provider push at the push service, p95 (city running)',
        value: fmt.ms(p95),
        baseline: '—',
        ratio: '—',
        target: '≤ 2,000 ms',
        pass: Number.isFinite(p95) ? p95 <= 2000 : false,
        measured: latencies.length > 0,
      },
      {
        id: 'alert-new-job-fanout',
        figure: `New job → pushes to ${settings.providers} providers near it`,
        value: Number.isFinite(fan.seconds) ? `${fan.seconds.toFixed(1)} s` : `${fan.told} of ${settings.providers} told in 120 s`,
        baseline: '—',
        ratio: '—',
        target: '≤ 30 s',
        pass: fan.seconds <= 30,
        measured: fan.told > 0,
      },
    ];
    const detail = [
      `Accepted bids: ${latencies.length} samples, one after another (1.5 s apart) during the city's measured period`,
      `(${city.scale.providers} providers, ${city.scale.customers} customers, ${city.processes} server processes on PostgreSQL, about ${cityRps.toFixed(0)} polls/s);`,
      `p50 ${fmt.ms(p50)}, p95 ${fmt.ms(p95)}, max ${fmt.ms(Math.max(...latencies))}. Timed from sending PATCH /api/bids/:id/accept to the`,
      `push's arrival at the local push service (after its VAPID check and decryption), across processes (the outbox polls every 1 s).`,
      `Of which the acceptance's own answer: p50 ${fmt.ms(p(answers, 50))}, p95 ${fmt.ms(p(answers, 95))}; its answer → the push: p50 ${fmt.ms(p(afterAnswer, 50))}, p95 ${fmt.ms(p(afterAnswer, 95))}.`,
      `New job: ${settings.providers} verified providers with one device each around one place, one server process on a fresh database,`,
      `timed from sending POST /api/bookings to the last push's arrival: ${fan.told} told${Number.isFinite(fan.seconds) ? ` in ${fan.seconds.toFixed(1)} s` : ''}.`,
      `Load average at the city's start ${city.loadAverage.start.map((l) => l.toFixed(1)).join(' ')}, at its end ${city.loadAverage.end.map((l) => l.toFixed(1)).join(' ')}.`,
    ].join('\n');
    return { rows, detail };
  } finally {
    await push.close();
    fs.rmSync(tls.dir, { recursive: true, force: true });
  }
}
