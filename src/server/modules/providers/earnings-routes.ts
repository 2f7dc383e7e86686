import { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatIstDate, formatIstDateTime } from '../../../shared/domain/time';
import { errorBodySchema } from '../../../shared/schemas/common';
import { earningsStatementSchema, type EarningsStatement } from '../../../shared/schemas/earnings';
import { requireSelfOrAdmin, type Actor } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import { fileResponse } from '../../http/file-response';
import { notFound } from '../../http/http-error';
import { earningsStatementOf } from './earnings-repository';
import * as repo from './repository';

const errors = { 403: errorBodySchema, 404: errorBodySchema };

/** Text a spreadsheet would run as a formula is kept as text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The statement's jobs as CSV: plain 2-decimal amounts, one row per job, its week alongside. Dates
 * and the booking reference as the earnings page shows them ("18 Nov 2026, 10:00 AM" in India
 * time, "#7A3C9B41"), so a row can be found on the page.
 */
export function earningsCsv(statement: EarningsStatement): string {
  return stringify(
    statement.jobs.map((job) => [
      formatIstDateTime(job.completedAt),
      formatIstDate(job.weekStart),
      bookingReferenceText(job.bookingId),
      job.services.join(' + '),
      job.servicePrice,
      job.platformFee,
      job.priorityBonus,
      job.takenBack ?? '0.00',
      job.earning,
      job.customerTotal,
    ]),
    {
      header: true,
      columns: ['Completed at (IST)', 'Week starting (Monday)', 'Booking', 'Services', 'Service price (INR)', 'Platform fee (INR)', 'Priority bonus (INR)', 'Taken back by refunds (INR)', 'Your earning (INR)', 'Customer total incl. GST (INR)'],
      cast: { string: asText },
    },
  );
}

export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const statementFor = async (actor: Actor, providerId: string) => {
    requireSelfOrAdmin(actor, providerId);
    if (!(await repo.isProvider(app.db, providerId))) throw notFound(`There is no provider '${providerId}'`);
    return earningsStatementOf(app.db, providerId, new Date());
  };

  app.route({
    ...fromRouteTable(apiRoutes.getEarnings, {
      tags: ['providers'],
      summary: "A provider's earnings statement: every completed job, weekly totals (Monday to Sunday, IST) and the totals the stats show",
      response: { 200: earningsStatementSchema, ...errors },
    }),
    handler: async (request) => statementFor(request.actor, request.params.providerId),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getEarningsCsv, { tags: ['providers'], summary: 'The same statement as CSV, one row per job', response: { 200: fileResponse('The statement as CSV (UTF-8, a header row, one row per job)', ['text/csv']), ...errors } }),
    handler: async (request, reply) => {
      const statement = await statementFor(request.actor, request.params.providerId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gaadicare-earnings-${request.params.providerId}.csv"`)
        .header('cache-control', 'private, no-store')
        // Text skips the JSON serializer; the response schemas describe only the error answers.
        .send(earningsCsv(statement) as unknown as z.infer<typeof errorBodySchema>);
    },
  });
};
