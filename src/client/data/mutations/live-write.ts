import type * as z from 'zod/mini';
import { NetworkError, apiWrite } from '../../sync/http';
import { discardQueuedInWorker } from '../../sync/worker-bridge';

export type LiveAnswer<T> = { status: 'ok'; data: T } | { status: 'offline' } | { status: 'failed'; message: string };

/**
 * A write that needs the server's answer now (never queued): offline, or taken by a worker that
 * queued it, it is reported as offline; the answer is checked against `schema`.
 */
export async function liveWrite<T>(request: Parameters<typeof apiWrite>[0], schema: z.ZodMiniType<T>, onOk?: () => void): Promise<LiveAnswer<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { status: 'offline' };
  let answer;
  try {
    answer = await apiWrite(request);
  } catch (error) {
    if (error instanceof NetworkError) return { status: 'offline' };
    throw error;
  }
  if (answer.queuedByWorker) {
    discardQueuedInWorker(request.idempotencyKey!);
    return { status: 'offline' };
  }
  if (!answer.ok) return { status: 'failed', message: answer.message };
  onOk?.();
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) return { status: 'failed', message: 'The server sent an unexpected answer.' };
  return { status: 'ok', data: parsed.data };
}

