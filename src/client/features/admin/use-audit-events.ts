import { useCallback, useEffect, useState } from 'react';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { auditPageSchema, type AuditEvent, type AuditQuery } from '../../../shared/schemas/audit';
import { useOnlineStatus } from '../../pwa/online-status';
import { apiGet } from '../../sync/http';

/** The Audit tab's filters as typed: dates are India days (YYYY-MM-DD), empty when not set. */
export interface AuditFilters {
  action: string;
  actor: string;
  fromDay: string;
  toDay: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', actor: '', fromDay: '', toDay: '' };

/** The query GET /api/admin/audit takes for the filters: a day runs from 00:00 to 23:59:59.999 IST. */
export function auditQueryOf(filters: AuditFilters): AuditQuery {
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.fromDay ? { from: `${filters.fromDay}T00:00:00+05:30` } : {}),
    ...(filters.toDay ? { to: `${filters.toDay}T23:59:59.999+05:30` } : {}),
  };
}

export type AuditEvents =
  | { state: 'loading' }
  | { state: 'offline' }
  | { state: 'failed' }
  | { state: 'ready'; events: AuditEvent[]; next: string | null; loadingMore: boolean };

const PAGE = 50;

/**
 * The audit trail as the server has it (not a mirror: it is the administrator's record, read
 * online), newest first, a page at a time; `more` reads the next older page.
 */
export function useAuditEvents(filters: AuditFilters): { events: AuditEvents; more: () => void } {
  const online = useOnlineStatus();
  const [events, setEvents] = useState<AuditEvents>({ state: 'loading' });

  const read = useCallback(
    async (before?: string) => {
      const answer = await apiGet(apiUrl(apiRoutes.listAuditEvents, {}, { ...auditQueryOf(filters), limit: PAGE, ...(before ? { before } : {}) }));
      const parsed = answer.status === 200 ? auditPageSchema.safeParse(answer.body) : null;
      if (!parsed?.success) throw new Error('unexpected answer');
      return parsed.data;
    },
    [filters],
  );

  useEffect(() => {
    if (!online) {
      setEvents({ state: 'offline' });
      return;
    }
    let live = true;
    setEvents({ state: 'loading' });
    read().then(
      (page) => live && setEvents({ state: 'ready', events: page.events, next: page.next, loadingMore: false }),
      () => live && setEvents({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [online, read]);

  const more = useCallback(() => {
    if (events.state !== 'ready' || !events.next || events.loadingMore) return;
    const shown = events;
    setEvents({ ...shown, loadingMore: true });
    read(shown.next!).then(
      (page) => setEvents({ state: 'ready', events: [...shown.events, ...page.events], next: page.next, loadingMore: false }),
      () => setEvents({ ...shown, loadingMore: false }),
    );
  }, [events, read]);

  return { events, more };
}
