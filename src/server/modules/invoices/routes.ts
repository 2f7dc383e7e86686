import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { errorBodySchema } from '../../../shared/schemas/common';
import { taxInvoiceSchema } from '../../../shared/schemas/invoice';
import { fromRouteTable } from '../../http/api-route';
import { fileResponse } from '../../http/file-response';
import { renderInvoicePdf } from './invoice-pdf';
import { readInvoice } from './service';

const errors = { 403: errorBodySchema, 404: errorBodySchema };
const tags = ['invoices'];
/** Not kept by shared or browser caches: a device may change hands between personas (the app mirrors it itself). */
const CACHE = 'private, no-store';

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.getInvoice, {
      tags,
      summary: "A completed booking's tax invoice (its customer, its provider or the admin); 404 until completion",
      response: { 200: taxInvoiceSchema, ...errors },
    }),
    handler: async (request, reply) => {
      const invoice = await readInvoice(app.db, request.actor, request.params.id);
      return reply.header('cache-control', CACHE).send(invoice);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getInvoicePdf, { tags, summary: 'The same tax invoice as a PDF', response: { 200: fileResponse('The tax invoice as a PDF', ['application/pdf']), ...errors } }),
    handler: async (request, reply) => {
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
  });
};
