import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { outboxSummarySchema, type OutboxSummary } from '../../../shared/schemas/outbox';
import { useOnlineRead } from '../../pwa/use-online-read';

/** Live counts, not a mirror: read while the card shows and the device is online. */
const REFRESH_MS = 15_000;

export type BackgroundWork = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; summary: OutboxSummary };

const parse = (body: unknown): OutboxSummary | null => {
  const parsed = outboxSummarySchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** The outbox's counts per effect kind (GET /api/admin/outbox, ADR 051), read again every 15 s. */
export function useBackgroundWork(): BackgroundWork {
  const read = useOnlineRead(apiUrl(apiRoutes.getOutbox), parse, REFRESH_MS);
  return read.state === 'ready' ? { state: 'ready', summary: read.data } : read;
}
