import { memo, useId, useState, type FormEvent } from 'react';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { AUDIT_ACTION_NAMES } from '../../../shared/domain/audit-actions';
import { formatIstDateTime } from '../../../shared/domain/time';
import type { AuditEvent } from '../../../shared/schemas/audit';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import type { MessageId } from '../../i18n/areas';
import { useT, type Translate } from '../../i18n/use-t';
import { LoadingBlocks } from './load-state';
import { auditQueryOf, NO_AUDIT_FILTERS, useAuditEvents, type AuditFilters } from './use-audit-events';

const actionName = (t: Translate, action: string) => t(`admin.audit.action.${action}` as MessageId);

/** The Audit tab: the audit trail, filtered by action, account and India days, newest first, and its CSV. */
export function AuditTab() {
  const t = useT('admin');
  const [typed, setTyped] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const { events, more } = useAuditEvents(applied);
  const ids = useId();
  const csv = apiUrl(apiRoutes.getAuditCsv, {}, auditQueryOf(applied));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(typed);
  };
  const field = (name: keyof AuditFilters) => ({
    id: `${ids}-${name}`,
    value: typed[name],
    onChange: (e: { target: { value: string } }) => setTyped((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <section aria-labelledby={`${ids}-title`} className="grid grid-cols-1 gap-4">
      <div>
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          {t('admin.audit.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.audit.description')}</p>
      </div>

      <form onSubmit={apply} className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]" data-testid="audit-filters">
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-action`}>{t('admin.audit.filterAction')}</Label>
          <NativeSelect {...field('action')} data-empty={typed.action === '' ? '' : undefined}>
            <option value="">{t('admin.audit.allActions')}</option>
            {AUDIT_ACTION_NAMES.map((a) => (
              <option key={a} value={a}>
                {actionName(t, a)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-actor`}>{t('admin.audit.filterActor')}</Label>
          <Input {...field('actor')} placeholder="admin-1" autoComplete="off" spellCheck={false} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-fromDay`}>{t('admin.audit.filterFrom')}</Label>
          <Input {...field('fromDay')} type="date" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-toDay`}>{t('admin.audit.filterTo')}</Label>
          <Input {...field('toDay')} type="date" />
        </div>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            {t('admin.audit.show')}
          </Button>
          <a href={csv} download className={buttonClasses({ variant: 'outline', className: 'flex-1 lg:flex-none' })} data-testid="audit-csv">
            {t('admin.audit.csv', { format: 'CSV' })}
          </a>
        </div>
      </form>

      {events.state === 'loading' ? (
        <LoadingBlocks label={t('admin.audit.loading')} shape="users" count={4} />
      ) : events.state === 'offline' ? (
        <EmptyState title={t('admin.audit.offline')} description={t('admin.audit.offlineHint')} />
      ) : events.state === 'failed' ? (
        <EmptyState title={t('admin.audit.failed')} description={t('admin.audit.failedHint')} />
      ) : events.events.length === 0 ? (
        <EmptyState title={t('admin.audit.empty')} description={t('admin.audit.emptyHint')} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-2" data-testid="audit-events">
            {events.events.map((e) => (
              <EventRow key={e.id} event={e} t={t} />
            ))}
          </ul>
          {events.next ? (
            <Button variant="outline" onClick={more} disabled={events.loadingMore} className="justify-self-center">
              {t('admin.audit.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

type Change = { field: string; before: string; after: string };

const shown = (value: unknown) => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields that differ between before and after (top level), or every field of whichever exists. */
export function changesOf(before: unknown, after: unknown): Change[] {
  const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  const b = asObject(before);
  const a = asObject(after);
  if (!b && !a) return before === after || (before == null && after == null) ? [] : [{ field: '', before: shown(before), after: shown(after) }];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys
    .filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]))
    .map((k) => ({ field: k, before: b ? shown(b[k]) : '—', after: a ? shown(a[k]) : '—' }));
}

const EventRow = memo(function EventRow({ event, t }: { event: AuditEvent; t: Translate }) {
  const changes = changesOf(event.before, event.after);
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 bg-white px-4 py-3" data-testid="audit-event" data-action={event.action}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{actionName(t, event.action)}</span>
          {event.subject ? <Badge variant="secondary" className="max-w-full truncate">{event.subject}</Badge> : null}
        </p>
        <time dateTime={event.at} className="text-sm tabular-nums text-slate-600">
          {formatIstDateTime(event.at)}
        </time>
      </div>
      <p className="mt-1 break-words text-sm text-slate-700">
        {event.actorId ? t('admin.audit.by', { actor: event.actorId, role: event.actorRole ?? '' }) : t('admin.audit.byCommandLine')}
        {event.ip ? <span className="text-slate-500"> · {t('admin.audit.from', { ip: event.ip })}</span> : null}
      </p>
      {event.userAgent ? <p className="mt-0.5 truncate text-xs text-slate-500" title={event.userAgent}>{event.userAgent}</p> : null}
      {changes.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700">{t('admin.audit.changes', { count: changes.length })}</summary>
          <dl className="mt-2 grid gap-2">
            {changes.map((c) => (
              <div key={c.field} className="rounded-md bg-slate-50 px-3 py-2">
                {c.field ? <dt className="font-mono text-xs text-slate-600">{c.field}</dt> : null}
                <dd className="flex flex-wrap gap-x-2 break-all font-mono text-xs">
                  <span className="text-slate-500">
                    <span className="sr-only">{t('admin.audit.before')}: </span>
                    {c.before}
                  </span>
                  <span className="text-slate-900">
                    <span aria-hidden="true">→ </span>
                    <span className="sr-only">{t('admin.audit.after')}: </span>
                    {c.after}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
});
