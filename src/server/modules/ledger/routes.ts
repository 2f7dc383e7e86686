import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { errorBodySchema } from '../../../shared/schemas/common';
import { accountStatementSchema, paymentFlagsSchema, providerBalancesSchema, trialBalanceSchema } from '../../../shared/schemas/payment';
import { earningsWeeksSchema, MONEY_DAYS, MONEY_WEEKS, moneyDaysSchema } from '../../../shared/schemas/money-figures';
import { fromPaise } from '../../../shared/pricing/money';
import { requireRole, requireSelfOrAdmin } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import { badRequest, notFound } from '../../http/http-error';
import { isProvider } from '../providers/repository';
import { listFlags } from '../payments/repository';
import { providerBalances } from '../payments/service';
import { ACCOUNT_PATTERN } from './accounts';
import { statement, trialBalance } from './service';
import { moneyByDayPaise, providerWeeksPaise } from './figures';

const tags = ['ledger'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const errorsOrMissing = { ...errors, 404: errorBodySchema };
const CACHE = 'private, no-store';

/** The ledger for the administrator (ADR 071): every account's balance, one account's entries, payments flagged. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.getTrialBalance, {
      tags,
      summary: "Every ledger account's balance (debit positive); the total is always 0.00 (administrator)",
      response: { 200: trialBalanceSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const rows = await trialBalance(app.db);
      const total = rows.reduce((s, r) => s + r.paise, 0);
      return reply.header('cache-control', CACHE).send({ accounts: rows.map((r) => ({ account: r.account, balance: fromPaise(r.paise) })), total: fromPaise(total) });
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getLedgerAccount, {
      tags,
      summary: "One ledger account's entries, oldest first, and its balance (administrator)",
      response: { 200: accountStatementSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const account = request.params.account;
      if (!ACCOUNT_PATTERN.test(account)) throw badRequest(`'${account}' is not a ledger account`);
      const lines = await statement(app.db, account);
      return reply.header('cache-control', CACHE).send({
        account,
        balance: fromPaise(lines.reduce((s, l) => s + l.paise, 0)),
        entries: lines.map((l) => ({ transactionId: l.transactionId, key: l.key, kind: l.kind, bookingId: l.bookingId, memo: l.memo, at: l.at.toISOString(), amount: fromPaise(l.paise) })),
      });
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listPaymentFlags, {
      tags,
      summary: 'Payments the operator must look at: wrong amounts, bookings paid twice (administrator)',
      response: { 200: paymentFlagsSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const flags = await listFlags(app.db);
      return reply.header('cache-control', CACHE).send(
        flags.map((f) => ({ key: f.key, reason: f.reason, orderId: f.orderId, bookingId: f.bookingId, paymentId: f.paymentId, amount: f.amountPaise === null ? null : fromPaise(f.amountPaise), at: f.createdAt.toISOString() })),
      );
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listProviderBalances, {
      tags,
      summary: "Every provider's balance (available, pending, owed), those owing more than the cash limit first (administrator)",
      response: { 200: providerBalancesSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      return reply.header('cache-control', CACHE).send(await providerBalances(app.db));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getEarningsWeeks, {
      tags,
      summary: `A provider's last ${MONEY_WEEKS} weeks (Monday to Sunday, IST) from the ledger, oldest first: jobs, earned, paid out, and owed from cash jobs at the week's end (the provider or an administrator)`,
      response: { 200: earningsWeeksSchema, ...errorsOrMissing },
    }),
    handler: async (request) => {
      const { providerId } = request.params;
      requireSelfOrAdmin(request.actor, providerId);
      if (!(await isProvider(app.db, providerId))) throw notFound(`There is no provider '${providerId}'`);
      const weeks = await providerWeeksPaise(app.db, providerId, new Date(), MONEY_WEEKS);
      return {
        providerId,
        weeks: weeks.map((w) => ({ weekStart: w.weekStart, weekEnd: w.weekEnd, jobs: w.jobs, earned: fromPaise(w.earned), paidOut: fromPaise(w.paidOut), owed: fromPaise(w.owed) })),
      };
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getMoneyByDay, {
      tags,
      summary: `The platform's money per IST day from the ledger, oldest first, today last (default ${MONEY_DAYS.default} days): paid by customers, platform fees, payouts, refunds (administrator)`,
      response: { 200: moneyDaysSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const days = await moneyByDayPaise(app.db, new Date(), request.query.days ?? MONEY_DAYS.default);
      return reply.header('cache-control', CACHE).send({
        days: days.map((d) => ({ day: d.day, paid: fromPaise(d.paid), fees: fromPaise(d.fees), payouts: fromPaise(d.payouts), refunds: fromPaise(d.refunds) })),
      });
    },
  });
};
