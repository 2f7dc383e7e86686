import type { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { AUDIT_PAGE } from '../../../shared/domain/audit-actions';
import { formatIstDateTime } from '../../../shared/domain/time';
import { auditPageSchema, type AuditEvent, type AuditQuery } from '../../../shared/schemas/audit';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import { fileResponse } from '../../http/file-response';
import { listAuditEvents, type AuditFilter } from './repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** The most rows one CSV export holds (newest first); narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

const filterOf = (query: AuditQuery, limit: number): AuditFilter => ({
  actor: query.actor,
  action: query.action,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  beforeId: query.before ? Number(query.before) : undefined,
  limit,
});

/** Text a spreadsheet would run as a formula is kept as text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

/** The events as CSV: times in India time as the earnings CSV writes them, the raw instant beside. */
export function auditCsv(events: readonly AuditEvent[]): string {
  return stringify(
    events.map((e) => [formatIstDateTime(e.at), e.at, e.actorId ?? '', e.actorRole ?? '', e.action, e.subject ?? '', e.ip ?? '', e.userAgent ?? '', json(e.before), json(e.after)]),
    {
      header: true,
      columns: ['Time (IST)', 'Time (UTC)', 'Account', 'Role', 'Action', 'Subject', 'IP address', 'User agent', 'Before', 'After'],
      cast: { string: asText },
    },
  );
}

/** The audit trail, for the administrator only: a page of events, or all that match as CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listAuditEvents, {
      tags: ['config'],
      summary: 'The audit trail: operator actions, sign-ins and sign-outs, newest first, filtered and paged (administrator)',
      response: { 200: auditPageSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const page = await listAuditEvents(app.db, filterOf(request.query, request.query.limit ?? AUDIT_PAGE.default));
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getAuditCsv, {
      tags: ['config'],
      summary: `The events matching the filters as CSV, newest first, at most ${AUDIT_CSV_MAX_ROWS} (administrator)`,
      response: { 200: fileResponse('The events as CSV (UTF-8, a header row, one row per event)', ['text/csv']), ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const { events } = await listAuditEvents(app.db, filterOf(request.query, AUDIT_CSV_MAX_ROWS));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="gaadicare-audit.csv"')
        .header('cache-control', 'private, no-store')
        .send(auditCsv(events) as unknown as z.infer<typeof errorBodySchema>);
    },
  });
};
