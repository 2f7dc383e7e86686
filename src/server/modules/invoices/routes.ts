import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idString } from '../../../shared/schemas/common';
import { taxInvoiceSchema } from '../../../shared/schemas/invoice';
import { renderInvoicePdf } from './invoice-pdf';
import { readInvoice } from './service';

const errors = { 403: errorBodySchema, 404: errorBodySchema };
const tags = ['invoices'];
const params = z.object({ id: idString });
/** Not kept by shared or browser caches: a device may change hands between personas (the app mirrors it itself). */
const CACHE = 'private, no-store';

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:id/invoice',
    {
      schema: {
        tags,
        summary: "A completed booking's tax invoice (its customer, its provider or the admin); 404 until completion",
        params,
        response: { 200: taxInvoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await readInvoice(app.db, request.actor, request.params.id);
      return reply.header('cache-control', CACHE).send(invoice);
    },
  );

  app.get(
    '/bookings/:id/invoice.pdf',
    {
      schema: {
        tags,
        summary: 'The same tax invoice as a PDF',
        params,
        response: errors,
      },
    },
    async (request, reply) => {
      const invoice = await readInvoice(app.db, request.actor, request.params.id);
      const pdf = await renderInvoicePdf(invoice);
      const file = `${invoice.number.replace(/\//g, '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', CACHE)
        // Raw bytes skip the JSON serializer; the response schemas describe only the error answers.
        .send(pdf as unknown as z.infer<typeof errorBodySchema>);
    },
  );
};
