import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationPreferences } from '../../../shared/schemas/notification';
import { changeToast } from '../../components/change-messages';
import { listenToChangeReports } from '../engine/change-reports';
import { db } from '../engine/db';
import { resendUnsent } from '../engine/page-resend';
import { runJob } from '../engine/run-job';
import { jobUrl } from '../engine/sync-jobs';
import { SINGLETON_KEY } from '../engine/tables';
import { handleWorkerMessage } from '../engine/worker-reports';
import { unreadCount } from '../hooks/use-notifications';
import { markAllNotificationsRead, markNotificationRead, saveNotificationPreferences } from './notification-mutations';

const customer = { userId: 'customer-1', role: 'customer' as const };
const INBOX = jobUrl('notifications', customer)!;

/**
 * The inbox's side of the server, as the API answers it: a delta pull on row versions (a cursor
 * is the version last sent) and POST /api/notifications/read applied once per Idempotency-Key,
 * a replay answered from the stored answer.
 */
function fakeInboxServer() {
  let version = 0;
  const rows = new Map<string, { entry: Notification; version: number }>();
  const answered = new Map<string, unknown>();
  const applied: string[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return {
    applied,
    tell(id: string, createdAt: string, event: Notification['event'] = 'newBid') {
      const entry: Notification = { id, event, params: { service: 'Basic Wash', amount: '450.00' }, link: '/customer-dashboard', bookingId: 'b-1', createdAt, readAt: null };
      rows.set(id, { entry, version: ++version });
    },
    readAt: (id: string) => rows.get(id)?.entry.readAt,
    fetch: vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://device');
      if (url.pathname === '/api/notifications' && (init?.method ?? 'GET') === 'GET') {
        const since = Number(url.searchParams.get('since') ?? -1);
        const changes = [...rows.values()].filter((r) => r.version > since).map((r) => r.entry);
        return json(200, { changes, removed: [], cursor: String(version), reset: since < 0 });
      }
      if (url.pathname === '/api/notifications/read' && init?.method === 'POST') {
        const key = (init.headers as Record<string, string>)['Idempotency-Key']!;
        if (answered.has(key)) return json(200, answered.get(key));
        const body = JSON.parse(String(init.body)) as { ids?: string[]; upTo?: string };
        let read = 0;
        for (const row of rows.values()) {
          const chosen = body.ids ? body.ids.includes(row.entry.id) : row.entry.createdAt <= body.upTo!;
          if (!chosen || row.entry.readAt) continue;
          row.entry = { ...row.entry, readAt: '2030-01-01T10:00:00.000Z' };
          row.version = ++version;
          read++;
        }
        applied.push(key);
        answered.set(key, { read });
        return json(200, { read });
      }
      return json(404, { message: `No route ${url.pathname}` });
    }),
  };
}

type Toast = { title: string; description?: string };
let server: ReturnType<typeof fakeInboxServer>;
let toasts: Toast[];
let stopToasts: () => void;

beforeEach(async () => {
  server = fakeInboxServer();
  vi.stubGlobal('fetch', server.fetch);
  toasts = [];
  stopToasts = listenToChangeReports((report) => {
    const toast = changeToast(report);
    if (toast) toasts.push(toast);
  });
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  stopToasts();
  vi.unstubAllGlobals();
});

const pull = () => runJob(db, 'notifications', customer, INBOX);
const inbox = async () => (await db.notifications.orderBy('createdAt').reverse().toArray()).map((e) => [e.id, e.readAt === null ? 'unread' : 'read']);

/** Stands in for the service worker: it takes the write (202) and holds it, as offline. */
const workerQueues = () => server.fetch.mockImplementationOnce(async () => new Response('{"queued":true}', { status: 202, headers: { 'content-type': 'application/json', 'X-Queued-By': 'service-worker' } }));

describe('the inbox on the device', () => {
  it('pulls the entries into the mirror, then only what changed since its cursor', async () => {
    server.tell('n1', '2030-01-01T08:00:00.000Z');
    server.tell('n2', '2030-01-01T09:00:00.000Z');
    await pull();
    expect(await inbox()).toEqual([['n2', 'unread'], ['n1', 'unread']]);
    expect(await unreadCount()).toBe(2);
    expect((await db.syncMeta.get(INBOX))?.cursor).toBe('2');

    server.tell('n3', '2030-01-01T09:30:00.000Z');
    await pull();
    expect(String(server.fetch.mock.calls.at(-1)![0])).toBe('/api/notifications?since=2');
    expect(await inbox()).toEqual([['n3', 'unread'], ['n2', 'unread'], ['n1', 'unread']]);
    expect(await unreadCount()).toBe(3);
  });

  it('marks one read at once offline, keeps it through pulls, and the replay reads it on the server once', async () => {
    server.tell('n1', '2030-01-01T08:00:00.000Z');
    server.tell('n2', '2030-01-01T09:00:00.000Z');
    await pull();
    workerQueues();
    const result = await markNotificationRead((await db.notifications.get('n2'))!);
    expect(result.status).toBe('queued');
    expect(await inbox()).toEqual([['n2', 'read'], ['n1', 'unread']]);
    expect(await unreadCount()).toBe(1);

    // A pull while the change waits: the server still says unread; the device keeps its change on top.
    server.tell('n3', '2030-01-01T09:30:00.000Z');
    await pull();
    expect(await inbox()).toEqual([['n3', 'unread'], ['n2', 'read'], ['n1', 'unread']]);
    expect(server.readAt('n2')).toBeNull();

    // Back online the worker replays it with the same key, and reports the outcome (again, until acknowledged).
    const [entry] = await db.pendingMutations.toArray();
    const replay = await server.fetch('/api/notifications/read', { method: 'POST', headers: { 'Idempotency-Key': entry!.key }, body: JSON.stringify(entry!.body) });
    const body = await replay.json();
    await handleWorkerMessage(db, { type: 'OUTCOME', key: entry!.key, outcome: 'done', status: 200, body });
    await handleWorkerMessage(db, { type: 'OUTCOME', key: entry!.key, outcome: 'done', status: 200, body });
    expect(body).toEqual({ read: 1 });
    expect(server.applied).toEqual([entry!.key]);
    expect(await db.pendingMutations.count()).toBe(0);
    await pull();
    expect(await inbox()).toEqual([['n3', 'unread'], ['n2', 'read'], ['n1', 'unread']]);
    expect(server.readAt('n2')).toBe('2030-01-01T10:00:00.000Z');
    // Kept while offline; marking read needs no toast once applied.
    expect(toasts.map((t) => t.title)).toEqual(["Saved — will sync when you're back online"]);
  });

  it('without a worker resends "mark all" with its key until it lands, and the server applies it once', async () => {
    server.tell('n1', '2030-01-01T08:00:00.000Z');
    server.tell('n2', '2030-01-01T09:00:00.000Z');
    await pull();
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await markAllNotificationsRead(await db.notifications.toArray());
    expect(result?.status).toBe('queued');
    expect(await unreadCount()).toBe(0);
    // One that arrives while the change waits is after its "up to": it stays unread.
    server.tell('n3', '2030-01-01T09:30:00.000Z');

    await resendUnsent(db);
    await resendUnsent(db);
    expect(server.applied).toHaveLength(1);
    const sent = server.fetch.mock.calls.filter(([url]) => String(url) === '/api/notifications/read');
    expect(sent.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ upTo: '2030-01-01T09:00:00.000Z' }, { upTo: '2030-01-01T09:00:00.000Z' }]);
    expect(new Set(sent.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key'])).size).toBe(1);
    await pull();
    expect(await inbox()).toEqual([['n3', 'unread'], ['n2', 'read'], ['n1', 'read']]);
    expect(await unreadCount()).toBe(1);
  });

  it('has nothing to send when everything is read', async () => {
    server.tell('n1', '2030-01-01T08:00:00.000Z');
    await pull();
    await markNotificationRead((await db.notifications.get('n1'))!);
    expect(markAllNotificationsRead(await db.notifications.toArray())).toBeNull();
  });

  it('rolls the entry back to unread when the server refuses', async () => {
    server.tell('n1', '2030-01-01T08:00:00.000Z');
    await pull();
    server.fetch.mockResolvedValueOnce(new Response('{"message":"Give either ids or upTo"}', { status: 422, headers: { 'content-type': 'application/json' } }));
    const result = await markNotificationRead((await db.notifications.get('n1'))!);
    expect(result.status).toBe('rejected');
    expect(await unreadCount()).toBe(1);
    expect(toasts.at(-1)?.title).toBe('Could not mark as read');
  });
});

describe('notification settings on the device', () => {
  const saved: NotificationPreferences = { events: { newBid: false, jobStarted: true }, quietHours: { start: '23:00', end: '06:30' } };

  it('are shown as saved at once and sent whole, kept for later offline', async () => {
    workerQueues();
    const result = await saveNotificationPreferences(saved);
    expect(result.status).toBe('queued');
    expect(await db.notificationPreferences.get(SINGLETON_KEY)).toEqual({ ...saved, key: SINGLETON_KEY });
    expect(JSON.parse(String(server.fetch.mock.calls[0]![1]!.body))).toEqual(saved);
  });

  it('never store settings the server would refuse', async () => {
    server.fetch.mockResolvedValueOnce(new Response('{"message":"Use a time like 22:00"}', { status: 422, headers: { 'content-type': 'application/json' } }));
    const result = await saveNotificationPreferences({ events: {}, quietHours: { start: '25:00', end: '07:00' } });
    expect(result.status).toBe('rejected');
    expect(await db.notificationPreferences.count()).toBe(0);
  });
});
