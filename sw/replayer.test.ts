import { describe, expect, it } from 'vitest';
import type { OutcomeStore } from './outcome-store';
import type { OutcomeMessage, WorkerToPage } from '../src/shared/sync/worker-protocol';
import { createReplayer, type QueuedWrite } from './replayer';

function setup(answers: Array<Response | Error>) {
  let now = 1_000;
  const queue: QueuedWrite[] = ['a', 'b', 'c'].map((key, i) => ({
    id: i + 1,
    key,
    toRequest: () => new Request(`https://app.test/api/x/${key}`, { method: 'POST', headers: { 'Idempotency-Key': key } }),
  }));
  const sent: string[] = [];
  const stored = new Map<string, OutcomeMessage>();
  const broadcasts: WorkerToPage[] = [];
  const outcomes: OutcomeStore = {
    put: async (o) => void stored.set(o.key, o),
    remove: async (keys) => keys.forEach((k) => stored.delete(k)),
    all: async () => [...stored.values()],
  };
  const replayer = createReplayer({
    peekAll: async () => [...queue],
    remove: async (id) => void queue.splice(queue.findIndex((q) => q.id === id), 1),
    send: async (request) => {
      sent.push(request.headers.get('Idempotency-Key')!);
      const next = answers.shift();
      if (!next) throw new Error('no answer scripted');
      if (next instanceof Error) throw next;
      return next;
    },
    outcomes,
    broadcast: (m) => broadcasts.push(m),
    now: () => now,
    random: () => 1,
  });
  return { replayer, queue, sent, stored, broadcasts, advance: (ms: number) => (now += ms) };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('replayer', () => {
  it('replays in order and reports each result', async () => {
    const t = setup([json(201, { id: 'a' }), json(200, { id: 'b' }), json(201, { id: 'c' })]);
    expect(await t.replayer.replay({ force: false })).toBe('empty');
    expect(t.sent).toEqual(['a', 'b', 'c']);
    expect(t.queue).toHaveLength(0);
    expect(t.broadcasts.map((m) => m.type === 'OUTCOME' && [m.key, m.outcome, m.status])).toEqual([
      ['a', 'done', 201],
      ['b', 'done', 200],
      ['c', 'done', 201],
    ]);
    expect(t.stored.get('a')).toMatchObject({ body: { id: 'a' } });
  });

  it('keeps the head and stops on a network error, then backs off unless forced', async () => {
    const t = setup([new TypeError('Failed to fetch'), json(201, {}), json(201, {}), json(201, {})]);
    expect(await t.replayer.replay({ force: false })).toBe('retry');
    expect(t.queue.map((q) => q.key)).toEqual(['a', 'b', 'c']);
    expect(t.broadcasts).toHaveLength(0);

    expect(await t.replayer.replay({ force: false })).toBe('waiting');
    expect(t.sent).toEqual(['a']);
    t.advance(2_000);
    expect(await t.replayer.replay({ force: false })).toBe('empty');
    expect(t.sent).toEqual(['a', 'a', 'b', 'c']);
  });

  it("honours Retry-After on 429 and 503", async () => {
    const t = setup([json(503, { message: 'Maintenance' }, { 'Retry-After': '60' })]);
    expect(await t.replayer.replay({ force: true })).toBe('retry');
    expect(t.replayer.backoffUntil()).toBe(1_000 + 60_000);
  });

  it('moves a refused write out of the queue, reports why, and carries on', async () => {
    const t = setup([json(409, { message: 'This tool is already rented' }), json(201, {}), json(422, { message: 'Bad' })]);
    expect(await t.replayer.replay({ force: true })).toBe('empty');
    expect(t.queue).toHaveLength(0);
    const outcomes = t.broadcasts.filter((m) => m.type === 'OUTCOME');
    expect(outcomes[0]).toMatchObject({ key: 'a', outcome: 'rejected', status: 409, message: 'This tool is already rented' });
    expect(outcomes[2]).toMatchObject({ key: 'c', outcome: 'rejected', status: 422, message: 'Bad' });
  });

  it('keeps a 401 (sent as another persona) at the head and reports it as blocked', async () => {
    const t = setup([json(401, { message: 'This change was made as customer-1' })]);
    expect(await t.replayer.replay({ force: true })).toBe('blocked');
    expect(t.queue.map((q) => q.key)).toEqual(['a', 'b', 'c']);
    expect(t.broadcasts[0]).toMatchObject({ key: 'a', outcome: 'blocked', status: 401, message: 'This change was made as customer-1' });
  });

  it('removes a 403 (refused for the persona that made it) into the rejected outcomes and goes on', async () => {
    const t = setup([json(403, { message: 'Not your rental' }), json(201, {}), json(201, {})]);
    await t.replayer.replay({ force: true });
    expect(t.queue).toEqual([]);
    expect(t.broadcasts[0]).toMatchObject({ key: 'a', outcome: 'rejected', status: 403, message: 'Not your rental' });
  });

  it('runs one replay at a time', async () => {
    let release!: () => void;
    const t = setup([]);
    const gate = new Promise<void>((r) => (release = r));
    const original = t.queue.slice();
    t.queue.splice(1);
    const replayer = createReplayer({
      peekAll: async () => [...t.queue],
      remove: async () => void t.queue.shift(),
      send: async (request) => {
        t.sent.push(request.headers.get('Idempotency-Key')!);
        await gate;
        return json(201, {});
      },
      outcomes: { put: async () => undefined, remove: async () => undefined, all: async () => [] },
      broadcast: () => undefined,
      now: () => 0,
      random: () => 1,
    });
    const first = replayer.replay({ force: true });
    const second = replayer.replay({ force: true });
    // Queued meanwhile: the running replay picks it up instead of a second one starting.
    t.queue.push(original[1]);
    release();
    await Promise.all([first, second]);
    expect(t.sent).toEqual(['a', 'b']);
  });
});
