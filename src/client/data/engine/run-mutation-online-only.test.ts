import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { changeToast } from '../../components/change-messages';
import { listenToChangeReports } from './change-reports';
import { db } from './db';
import { applyServerSnapshot } from './mirror';
import { resendUnsent } from './page-resend';
import { runMutation, type MutationSpec } from './run-mutation';
import { rental, tool } from '../../../../tests/client/data/fixtures';
import { rentTool } from '../mutations/tool-mutations';

type Toast = { title: string; description?: string; variant?: string };
let toasts: Toast[];
let restoreNotifier: () => void;
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const setOnline = (onLine: boolean) => vi.stubGlobal('navigator', { onLine });

/** A write whose route needs a connection (the account), with an optimistic change to see rolled back. */
const accountWrite: MutationSpec = {
  label: 'Rename account',
  ...apiRequest(apiRoutes.updateAccount),
  body: { name: 'Priya S' },
  optimistic: (w) => w.update('tools', 't1', { isAvailable: false }),
  notice: { kind: 'saveSettings' },
};
const NEEDS_CONNECTION: Toast = {
  title: "You're offline",
  description: 'Changing your account needs a connection. Nothing was saved for later.',
  variant: 'destructive',
};

beforeEach(async () => {
  toasts = [];
  restoreNotifier = listenToChangeReports((report) => {
    const toast = changeToast(report);
    if (toast) toasts.push(toast);
  });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setOnline(true);
  await Promise.all(db.tables.map((t) => t.clear()));
  await applyServerSnapshot(db, 'tools', [tool('t1')], { kind: 'all' });
});
afterEach(() => {
  restoreNotifier();
  vi.unstubAllGlobals();
});

describe('runMutation with a write that needs a connection', () => {
  it('offline, neither records, changes nor sends it, and says it needs a connection', async () => {
    setOnline(false);
    const result = await runMutation(accountWrite);
    expect(result).toMatchObject({ status: 'needsConnection', need: 'account' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: true });
    expect(toasts).toEqual([NEEDS_CONNECTION]);
  });

  it('when the network drops it on the way, rolls it back and never sends it again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await runMutation(accountWrite);
    expect(result).toMatchObject({ status: 'needsConnection', need: 'account' });
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: true });
    expect(toasts).toEqual([NEEDS_CONNECTION]);
    await resendUnsent(db);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the server asks to wait, refuses it now instead of keeping it', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many requests.' }, { 'Retry-After': '2' }));
    const result = await runMutation(accountWrite);
    expect(result).toMatchObject({ status: 'rejected', httpStatus: 429 });
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: true });
  });

  it('online, sends it once and settles it with the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: null }));
    expect((await runMutation(accountWrite)).status).toBe('done');
    const [url, init] = fetchMock.mock.calls[0];
    expect([init!.method, url]).toEqual(['PATCH', '/api/account']);
    expect(await db.pendingMutations.count()).toBe(0);
  });

  it('withdraws one a closed page left unanswered instead of sending it later', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    void runMutation(accountWrite);
    await vi.waitFor(async () => expect(await db.pendingMutations.count()).toBe(1));
    // As a later page load finds it: sent by another page, never answered.
    await db.pendingMutations.toCollection().modify((entry) => void (entry.pageLoadId = 'closed-page'));
    await resendUnsent(db);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.tools.get('t1')).toMatchObject({ isAvailable: true });
    answer(json(200, { user: null }));
  });

  it('refuses a URL no write route has, recording nothing', async () => {
    await expect(runMutation({ ...accountWrite, method: 'POST', url: '/api/payments' })).rejects.toThrow('POST /api/payments is no write route of the table');
    expect(await db.pendingMutations.count()).toBe(0);
  });
});

describe('runMutation with a write that may wait, offline', () => {
  it('keeps it, shows it waiting and resends it once, as before', async () => {
    setOnline(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await rentTool(tool('t1'), 'customer-1', new Date('2025-03-01T04:30:00.000Z'))).status).toBe('queued');
    expect(await db.pendingMutations.toArray()).toMatchObject([{ state: 'unsent', url: '/api/tool-rentals' }]);
    expect(toasts.at(-1)?.title).toBe("Saved — will sync when you're back online");

    setOnline(true);
    fetchMock.mockImplementationOnce(async (_url, init) => json(201, rental(JSON.parse(String(init!.body)).id)));
    await resendUnsent(db);
    await resendUnsent(db);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await db.pendingMutations.count()).toBe(0);
  });
});
