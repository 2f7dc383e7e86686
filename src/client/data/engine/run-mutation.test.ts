import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeToast } from '../../components/change-messages';
import { listenToChangeReports } from './change-reports';
import { db } from './db';
import { applyServerSnapshot } from './mirror';
import { resendUnsent } from './page-resend';
import { rental, tool } from '../../../../tests/client/data/fixtures';
import { rentTool } from '../mutations/tool-mutations';
import { handleWorkerMessage } from './worker-reports';

type Toast = { title: string; description?: string; variant?: string };
let toasts: Toast[];
let restoreNotifier: () => void;
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

beforeEach(async () => {
  toasts = [];
  // The app's own wording of what the data layer reports.
  restoreNotifier = listenToChangeReports((report) => {
    const toast = changeToast(report);
    if (toast) toasts.push(toast);
  });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await Promise.all(db.tables.map((t) => t.clear()));
  await applyServerSnapshot(db, 'tools', [tool('t1')], { kind: 'all' });
});
afterEach(() => {
  restoreNotifier();
  vi.unstubAllGlobals();
});

const NOW = new Date('2025-03-01T04:30:00.000Z');

describe('runMutation through rentTool', () => {
  it('sends the spec body with an Idempotency-Key and lets the answer replace the optimistic row', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init!.body));
      return json(201, { ...rental(body.id), totalCost: '250.00' });
    });
    const result = await rentTool(tool('t1'), 'customer-1', NOW);

    expect(result.status).toBe('done');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/tool-rentals');
    const headers = init!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({
      toolId: 't1',
      customerId: 'customer-1',
      startDate: '2025-03-01T04:30:00.000Z',
      endDate: '2025-03-02T04:30:00.000Z',
      totalCost: '250.00',
      depositAmount: '1000.00',
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.toolRentals.get(body.id)).toMatchObject({ status: 'active' });
    expect(toasts).toEqual([
      {
        title: 'Tool Rented Successfully',
        description: 'You pay ₹1,250: ₹250 rent for 1 day and a refundable deposit of ₹1,000. Pickup details will be sent via SMS.',
      },
    ]);
  });

  it('shows the optimistic change before the server answers', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const running = rentTool(tool('t1'), 'customer-1', NOW);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: false });
    expect(await db.pendingMutations.count()).toBe(1);
    answer(json(409, { message: 'This tool is already rented' }));
    await running;
  });

  it('rolls back and raises the failure toast with the server reason when refused', async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'This tool is already rented' }));
    const result = await rentTool(tool('t1'), 'customer-1', NOW);

    expect(result).toMatchObject({ status: 'rejected', httpStatus: 409, message: 'This tool is already rented' });
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: true });
    expect(await db.toolRentals.count()).toBe(0);
    expect(await db.pendingMutations.count()).toBe(0);
    expect(toasts).toEqual([
      { title: 'Rental Failed', description: 'Failed to rent tool. Please try again. (This tool is already rented)', variant: 'destructive' },
    ]);
  });

  it('keeps a change the worker queued pending until the replay report, then settles it', async () => {
    fetchMock.mockResolvedValue(json(202, { queued: true }, { 'X-Queued-By': 'service-worker' }));
    const result = await rentTool(tool('t1'), 'customer-1', NOW);
    expect(result.status).toBe('queued');
    expect(toasts[0].title).toBe("Saved — will sync when you're back online");
    const [entry] = await db.pendingMutations.toArray();
    expect(entry.state).toBe('queued');
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: false });

    await handleWorkerMessage(db, { type: 'OUTCOME', key: entry.key, outcome: 'done', status: 201, body: rental(entry.ops[1].key) });
    expect(await db.pendingMutations.count()).toBe(0);
    expect(toasts.at(-1)?.title).toBe('Tool Rented Successfully');
  });

  it('rolls back a replay the server refused and lists it with its reason', async () => {
    fetchMock.mockResolvedValue(json(202, { queued: true }, { 'X-Queued-By': 'service-worker' }));
    await rentTool(tool('t1'), 'customer-1', NOW);
    const [entry] = await db.pendingMutations.toArray();

    await handleWorkerMessage(db, { type: 'OUTCOME', key: entry.key, outcome: 'rejected', status: 409, message: 'This tool is already rented' });
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: true });
    expect(await db.toolRentals.count()).toBe(0);
    expect(await db.rejectedMutations.get(entry.key)).toMatchObject({ label: 'Rent Tool t1', reason: 'This tool is already rented' });
    expect(toasts.at(-1)).toMatchObject({ title: 'Rental Failed', variant: 'destructive' });

    // The worker re-announces until acknowledged: nothing happens twice.
    await handleWorkerMessage(db, { type: 'OUTCOME', key: entry.key, outcome: 'rejected', status: 409, message: 'again' });
    expect(toasts.filter((t) => t.title === 'Rental Failed')).toHaveLength(1);
  });

  it('keeps a blocked replay pending with its reason', async () => {
    fetchMock.mockResolvedValue(json(202, { queued: true }, { 'X-Queued-By': 'service-worker' }));
    await rentTool(tool('t1'), 'customer-1', NOW);
    const [entry] = await db.pendingMutations.toArray();
    await handleWorkerMessage(db, { type: 'OUTCOME', key: entry.key, outcome: 'blocked', status: 403, message: 'Not your booking' });
    expect(await db.pendingMutations.get(entry.seq!)).toMatchObject({ state: 'blocked', reason: 'Not your booking' });
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: false });
  });

  it('without a service worker keeps the change and resends it with the same key later', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await rentTool(tool('t1'), 'customer-1', NOW);
    expect(result.status).toBe('queued');
    const [entry] = await db.pendingMutations.toArray();
    expect(entry.state).toBe('unsent');

    fetchMock.mockResolvedValueOnce(json(503, { message: 'Down for maintenance' }, { 'Retry-After': '5' }));
    await resendUnsent(db);
    expect(await db.pendingMutations.count()).toBe(1);

    fetchMock.mockImplementationOnce(async (_url, init) => json(201, rental(JSON.parse(String(init!.body)).id)));
    await resendUnsent(db);
    expect(await db.pendingMutations.count()).toBe(0);
    const keys = fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps a change the server is too busy for (429) and sends it again after Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many requests. Please wait 2 s and try again.' }, { 'Retry-After': '2' }));
      const result = await rentTool(tool('t1'), 'customer-1', NOW);
      expect(result.status).toBe('queued');
      const [entry] = await db.pendingMutations.toArray();
      expect(entry.state).toBe('unsent');
      expect(await db.toolRentals.count()).toBe(1);
      expect(toasts.at(-1)?.title).toBe('Saved — will sync shortly');

      fetchMock.mockImplementationOnce(async (_url, init) => json(201, rental(JSON.parse(String(init!.body)).id)));
      await vi.advanceTimersByTimeAsync(1_900);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(200);
      await vi.waitFor(async () => expect(await db.pendingMutations.count()).toBe(0));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const keys = fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
      expect(new Set(keys).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
