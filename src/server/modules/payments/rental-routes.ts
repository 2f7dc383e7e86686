import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { errorBodySchema } from '../../../shared/schemas/common';
import { paymentOrderSchema } from '../../../shared/schemas/payment';
import { adminRentalListSchema, depositSettlementBodySchema, toolRentalSchema } from '../../../shared/schemas/tool';
import { requireRole } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import { runWrite, writeAnswer } from '../../http/write';
import { auditContextOf, recordAudit } from '../audit/service';
import { listRentalsForAdmin } from '../tools/repository';
import { depositPaidBack, recordRentalCash, settleDeposit, startRentalPayment } from './rental-money';

const tags = ['payments'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** A tool rental's money (ADR 063): paid online by the customer; cash and the deposit at the desk, by an administrator. */
export const rentalMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.startRentalPayment, {
      tags,
      summary: "Pay a tool rental's rent and deposit online (its customer): the gateway order to open the checkout with; asked again, the same order",
      response: { 200: paymentOrderSchema, 201: paymentOrderSchema, ...errors },
    }),
    handler: async (request, reply) =>
      runWrite(request, reply, ['rentals'], async (tx) => {
        const { order, created } = await startRentalPayment(tx, request.actor, request.params.id, app.payments.gateway);
        return { status: created ? 201 : 200, body: order };
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.listAdminRentals, {
      tags,
      summary: 'Tool rentals newest first with their money: paid or due, and the deposit once settled (administrator)',
      response: { 200: adminRentalListSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      return reply.header('cache-control', 'private, no-store').send(await listRentalsForAdmin(app.db));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.recordRentalCash, {
      tags,
      summary: "Record a rental's rent and deposit paid in cash at pickup (administrator); a repeat answers the rental as it is",
      response: { 200: toolRentalSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['rentals'], async (tx) => {
        const rental = await recordRentalCash(tx, request.actor, request.params.id);
        await recordAudit(tx, auditContextOf(request), 'rental.cash-record', { subject: rental.id, before: null, after: { amount: rental.totalPayable } });
        return rental;
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.settleRentalDeposit, {
      tags,
      summary:
        "Settle a returned rental's deposit once (administrator): the damage kept (≤ the deposit, 422) with a reason (400), the rest refunded through the gateway or owed back in cash; a second settlement is 409",
      body: depositSettlementBodySchema,
      response: { 200: toolRentalSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['rentals'], async (tx) => {
        const rental = await settleDeposit(tx, request.actor, request.params.id, request.body, app.outbox);
        const deposit = rental.deposit!;
        await recordAudit(tx, auditContextOf(request), 'rental.deposit-settle', {
          subject: rental.id,
          before: null,
          after: { damage: deposit.damage, reason: deposit.reason, back: deposit.back, status: deposit.status },
        });
        return rental;
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.rentalDepositPaidBack, {
      tags,
      summary: 'Record a deposit owed back in cash as paid back (administrator); the customer is told',
      response: { 200: toolRentalSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['rentals'], async (tx) => {
        const rental = await depositPaidBack(tx, request.actor, request.params.id);
        await recordAudit(tx, auditContextOf(request), 'rental.deposit-paid-back', { subject: rental.id, before: null, after: { back: rental.deposit?.back } });
        return rental;
      }),
  });
};
