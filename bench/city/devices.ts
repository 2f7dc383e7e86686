/**
 * One simulated device: a cookie, the one collection it polls, and what the app keeps for it (the
 * cursor of the last answer applied and its ETag). It also holds what it should see: a write that
 * concerns it, committed before its next poll was sent (plus the notification grace), must be in
 * that poll's answer.
 */
import type http from 'node:http';
import { QUERY_COUNT_HEADER } from '../../src/server/http/query-count-header';
import type { Coordinates } from '../../src/shared/domain/localities';
import { BROWSER_ACCEPT_ENCODING, request, type Answer } from './http-client';
import type { PollStats } from './stats';

export interface Device {
  kind: 'provider' | 'customer';
  id: string;
  path: string;
  cookie: string;
  base?: Coordinates;
  cursor?: string;
  etag?: string;
  /** Ids a write put in this device's scope (or took out of it) → the write (see ExpectedWrite). */
  expected: Map<string, ExpectedWrite>;
  /** Ids a poll's answer named → when the latest such poll was sent. */
  told: Map<string, number>;
}

/** A write a device must hear of: when it was sent and answered, and through which process. */
export interface ExpectedWrite {
  sentAt: number;
  at: number;
  via: string;
}

export interface PollOutcome {
  answer: Answer;
  queries: number;
  changes: string[];
  removed: string[];
}

/** Polls as the app does: `since` the last cursor, If-None-Match the last ETag. */
export async function poll(device: Device, agent: http.Agent, baseUrl: string): Promise<PollOutcome> {
  const url = device.cursor ? `${device.path}?since=${encodeURIComponent(device.cursor)}` : device.path;
  const headers: Record<string, string> = { cookie: device.cookie, accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  if (device.etag) headers['if-none-match'] = device.etag;
  const answer = await request(agent, baseUrl, 'GET', url, headers);
  const queries = Number(answer.headers[QUERY_COUNT_HEADER] ?? Number.NaN);
  if (answer.status !== 200) return { answer, queries, changes: [], removed: [] };
  const body = JSON.parse(answer.body) as { changes: { id: string }[]; removed: string[]; cursor: string };
  device.cursor = body.cursor;
  device.etag = answer.headers.etag;
  return { answer, queries, changes: body.changes.map((c) => c.id), removed: body.removed };
}

/** Bytes the statement count header added to an answer (not sent in production). */
export function countHeaderBytes(answer: Answer): number {
  const value = answer.headers[QUERY_COUNT_HEADER];
  return typeof value === 'string' ? QUERY_COUNT_HEADER.length + value.length + 4 : 0;
}

/**
 * Checks a poll against what the device should have been told: every expected id committed at
 * least `graceMs` before the poll was sent must be in its changes or removed ids — or in the
 * answer to a poll sent while the write was on its way (a slow write's answer can arrive after a
 * poll that already carried it; that poll's device is told, and the next one rightly is not).
 */
export function checkDelivery(device: Device, outcome: PollOutcome, via: string, sentAt: number, graceMs: number, stats: PollStats): void {
  const told = new Set([...outcome.changes, ...outcome.removed]);
  for (const id of told) device.told.set(id, sentAt);
  for (const [id, write] of device.expected) {
    if (told.has(id)) {
      stats.deliveryMs.push(Date.now() - write.at);
      if (write.via !== via) stats.deliveredByOtherProcess++;
      device.expected.delete(id);
    } else if ((device.told.get(id) ?? -Infinity) >= write.sentAt) {
      // Told by a poll sent after the write was, before its answer reached the writer. (A poll
      // naming the id for another change made meanwhile would count too; the bench makes none:
      // a job leaves the open list before its acceptance is sent.)
      stats.deliveredBeforeWriteAnswered++;
      device.expected.delete(id);
    } else if (sentAt - write.at >= graceMs) {
      stats.missed++;
      if (stats.missedExamples.length < 5) {
        stats.missedExamples.push(`${device.kind} ${device.id}: ${id}, written through ${write.via} ${sentAt - write.at} ms before a poll through ${via} answered ${outcome.answer.status}`);
      }
      device.expected.delete(id);
    }
  }
}
