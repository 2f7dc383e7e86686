import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiRoutes } from '../../../shared/api/routes';
import { bookingSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  cancelConfirmedBodySchema,
  cashPaymentBodySchema,
  paymentOrderSchema,
  providerBalanceSchema,
  refundBodySchema,
  refundListSchema,
  refundSchema,
  verifyPaymentAnswerSchema,
  verifyPaymentBodySchema,
  payoutListSchema,
  payoutRunSchema,
  bankFileMadeSchema,
  bankFileOutcomeBodySchema,
  bankFilesSchema,
  type Payout,
} from '../../../shared/schemas/payment';
import { requireRole, requireSelfOrAdmin } from '../../auth/actor';
import { auditContextOf, recordAudit } from '../audit/service';
import { fromRouteTable } from '../../http/api-route';
import { badRequest, conflict } from '../../http/http-error';
import { fileResponse } from '../../http/file-response';
import { fromPaise } from '../../../shared/pricing/money';
import { PAYOUT_MESSAGES } from '../../../shared/payments/payout-state';
import { confirmWithCode } from '../auth/service';
import { bankFileCsv, listBankFiles, makeBankFile, settleBankFilePayouts } from './bank-files';
import { listPayouts, providerPayouts, runPayoutsAudited, type PayoutRow } from './payouts';
import { runWrite, writeAnswer } from '../../http/write';
import { signatureMatches } from '../../payments/signatures';
import { hmacHex } from '../../payments/signatures';
import { payoutAccountAnswerSchema, savePayoutAccountBodySchema } from '../../../shared/payments/payout-account';
import { cancelConfirmedBooking } from './cancellation';
import { getPayoutAccount, payoutAccountUnchanged, providerPhoneForCode, requireOwnPayoutAccount, savePayoutAccount } from './payout-account';
import { refundAnswer, requestRefund } from './refunds';
import { listRefunds } from './refunds-repository';
import { providerBalance, receiveWebhook, recordCashPayment, startBookingPayment, startSettlement, verifyPayment } from './service';

const tags = ['payments'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body exactly as sent: its signature is over these bytes. */
    rawBody?: Buffer;
  }
}

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.startPayment, {
      tags,
      summary: "Pay a completed booking online (its customer): the gateway order to open the checkout with; asked again, the same order",
      response: { 200: paymentOrderSchema, 201: paymentOrderSchema, ...errors },
    }),
    handler: async (request, reply) =>
      runWrite(request, reply, ['bookings'], async (tx) => {
        const { order, created } = await startBookingPayment(tx, request.actor, request.params.id, app.payments.gateway);
        return { status: created ? 201 : 200, body: order };
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.verifyPayment, {
      tags,
      summary: "The checkout's answer: its signature checked, the payment shows as confirming until the gateway's webhook (or a check with the gateway) marks it paid",
      body: verifyPaymentBodySchema,
      response: { 200: verifyPaymentAnswerSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['bookings'], (tx) => verifyPayment(tx, request.actor, request.body, app.payments.gateway, app.outbox)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.recordCashPayment, {
      tags,
      summary: 'The assigned provider records that the customer paid in cash or by UPI (works offline; replayed once)',
      body: cashPaymentBodySchema,
      response: { 200: bookingSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['bookings'], (tx) => recordCashPayment(tx, request.actor, request.params.id, request.body.method)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getProviderBalance, {
      tags,
      summary: "A provider's money: online earnings available and pending (the payout hold), and what they owe from cash jobs",
      response: { 200: providerBalanceSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireSelfOrAdmin(request.actor, request.params.providerId);
      return reply.header('cache-control', 'private, no-store').send(await providerBalance(app.db, request.params.providerId));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listProviderPayouts, {
      tags,
      summary: "A provider's payouts, newest first, with their state (the provider or an administrator)",
      response: { 200: payoutListSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireSelfOrAdmin(request.actor, request.params.providerId);
      return reply.header('cache-control', 'private, no-store').send((await providerPayouts(app.db, request.params.providerId)).map(payoutAnswer));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.runPayouts, {
      tags,
      summary: 'Pay out now (administrator): each provider with an account not on hold is paid what is available, once',
      description:
        'Through RazorpayX, sent to the gateway after the answer; on a server without RazorpayX payouts (PAYOUTS_BY, ADR 068) the payouts wait `in_bank_file` for the bank bulk-transfer file.',
      response: { 200: payoutRunSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const { made, total } = await runPayoutsAudited(app.db, app.outbox, app.payments.payoutMethod, request.actor.id, auditContextOf(request));
      return reply.send({ payouts: made.map(payoutAnswer), total });
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listPayouts, {
      tags,
      summary: 'Payouts, newest first, with their state at the gateway (administrator)',
      response: { 200: payoutListSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      return reply.header('cache-control', 'private, no-store').send((await listPayouts(app.db)).map(payoutAnswer));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listBankFiles, {
      tags,
      summary: "How this server pays out, the payouts waiting for a bank bulk-transfer file, and the latest files with their payouts (administrator; ADR 068)",
      response: { 200: bankFilesSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      return reply.header('cache-control', 'private, no-store').send({ method: app.payments.payoutMethod, ...(await listBankFiles(app.db)) });
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.makeBankFile, {
      tags,
      summary: 'Put every payout waiting for a bank file in a new bank bulk-transfer file (administrator); 409 when none is waiting',
      description: 'A payout is in one file only; one whose payout account changed after it was queued fails instead and its money returns to the provider. Audited `payout.bank-file`.',
      'x-not-idempotent': true,
      response: { 200: bankFileMadeSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const made = await app.db.transaction(async (tx) => {
        const file = await makeBankFile(tx, request.actor.id);
        if (!file) throw conflict(PAYOUT_MESSAGES.nothingForBankFile);
        const answer = { fileId: file.fileId, payouts: file.payouts.length, total: fromPaise(file.payouts.reduce((sum, p) => sum + p.amountPaise, 0)), failed: file.failed.length };
        await recordAudit(tx, auditContextOf(request), 'payout.bank-file', { subject: file.fileId ?? 'none', before: null, after: answer });
        return answer;
      });
      return reply.send(made);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getBankFileCsv, {
      tags,
      summary: "A bank file as CSV for the bank's bulk upload (administrator): beneficiary name, account number or UPI ID, IFSC, amount in rupees, reference (the payout id), mode; the same bytes every time",
      response: { 200: fileResponse('The bank bulk-transfer file (UTF-8 CSV, a header row, one row per payout)', ['text/csv']), ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const file = await bankFileCsv(app.db, request.params.fileId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv as unknown as z.infer<typeof errorBodySchema>);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.settleBankFilePayouts, {
      tags,
      summary: "The bank's outcome for some of a bank file's payouts (administrator): processed, or failed (the money returns to the provider's balance, as a reversed payout)",
      description: '409 unless every payout named is waiting in this file. Audited `payout.bank-outcome`.',
      body: bankFileOutcomeBodySchema,
      response: { 200: payoutListSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      const { outcome, payoutIds, reason } = request.body;
      const rows = await app.db.transaction(async (tx) => {
        const settled = await settleBankFilePayouts(tx, request.params.fileId, payoutIds, outcome, reason);
        await recordAudit(tx, auditContextOf(request), 'payout.bank-outcome', {
          subject: request.params.fileId,
          before: null,
          after: { outcome, payouts: settled.length, total: fromPaise(settled.reduce((sum, p) => sum + p.amountPaise, 0)) },
        });
        return settled;
      });
      return reply.send(rows.map(payoutAnswer));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.settleCashOwed, {
      tags,
      summary: 'A provider settles online what they owe from cash jobs: the gateway order for it',
      response: { 201: paymentOrderSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['bookings'], (tx) => startSettlement(tx, request.actor, request.params.providerId, app.payments.gateway), 201),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getPayoutAccount, {
      tags,
      summary: "Where a provider is paid, masked (the provider or an administrator); `account` null until they say",
      response: { 200: payoutAccountAnswerSchema, ...errors },
    }),
    handler: async (request, reply) => {
      const answer = await getPayoutAccount(app.db, request.actor, request.params.providerId);
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.savePayoutAccount, {
      tags,
      summary: "The provider says where they are paid: a bank account and IFSC, or a UPI ID, with a sign-in code just sent to their own number (POST /api/auth/otp)",
      description:
        'The code is checked like a sign-in code (401 when wrong or expired, the same tries; nothing changes). A change of an account that existed holds the next payout for a day; ' +
        'saving the same details again changes nothing and spends no code.',
      body: savePayoutAccountBodySchema,
      response: { 200: payoutAccountAnswerSchema, 401: errorBodySchema, ...errors },
    }),
    handler: async (request, reply) => {
      const { providerId } = request.params;
      requireOwnPayoutAccount(request.actor, providerId);
      const { code, ...account } = request.body;
      // The same details again (a retried save among them) change nothing and need no code.
      if (!(await payoutAccountUnchanged(app.db, providerId, account))) {
        await confirmWithCode(app.db, app.signIn, await providerPhoneForCode(app.db, providerId), code);
      }
      return writeAnswer(request, reply, [], (tx) => savePayoutAccount(tx, request.actor, providerId, account));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.cancelConfirmedBooking, {
      tags,
      summary: 'Cancel a confirmed booking (its customer): free until freeCancellationHours before the slot, then the late fee shown (`fee`) for the provider',
      body: cancelConfirmedBodySchema,
      response: { 200: bookingSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['bookings', 'bids'], (tx) => cancelConfirmedBooking(tx, request.actor, request.params.id, request.body)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.refundBooking, {
      tags,
      summary: "Refund (part of) a booking's online payment through the gateway (administrator): never more than was paid; made once, after the answer; `goodwill` bears it on the platform alone",
      body: refundBodySchema,
      response: { 201: refundSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      return writeAnswer(
        request,
        reply,
        ['bookings'],
        async (tx) => {
          const refund = await requestRefund(tx, request.actor, request.params.id, request.body, app.outbox);
          await recordAudit(tx, auditContextOf(request), 'refund.create', { subject: request.params.id, before: null, after: { refund: refund.id, amount: refund.amount, reason: refund.reason, goodwill: refund.goodwill ?? false } });
          return refund;
        },
        201,
      );
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listRefunds, {
      tags,
      summary: 'Refunds, newest first, with their state at the gateway (administrator)',
      response: { 200: refundListSchema, ...errors },
    }),
    handler: async (request, reply) => {
      requireRole(request.actor, 'admin');
      return reply.header('cache-control', 'private, no-store').send((await listRefunds(app.db)).map(refundAnswer));
    },
  });

  // The webhook keeps its raw bytes: the signature is over them, not over a re-serialised body.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(badRequest('The body is not JSON'), undefined);
      }
    });
    hook.route({
      ...fromRouteTable(apiRoutes.paymentWebhook, {
        tags,
        summary: "The payment gateway's webhook (X-Razorpay-Signature over the raw body): kept once per event id, worked after the answer",
        response: { 200: z.object({ received: z.boolean() }), 400: errorBodySchema },
      }),
      handler: async (request, reply) => {
        const raw = request.rawBody;
        const signature = request.headers['x-razorpay-signature'];
        if (!raw || !signatureMatches(app.payments.gateway.config.webhookSecret, raw, typeof signature === 'string' ? signature : undefined)) {
          throw badRequest('The webhook signature does not match');
        }
        const body = request.body as { event?: unknown } | null;
        const event = typeof body?.event === 'string' ? body.event : 'unknown';
        const header = request.headers['x-razorpay-event-id'];
        const eventId = typeof header === 'string' && header.length > 0 && header.length <= 128 ? header : `body:${hmacHex('event', raw)}`;
        const fresh = await app.db.transaction((tx) => receiveWebhook(tx, app.outbox, eventId, event, body));
        app.metrics.paymentWebhooks.inc({ outcome: fresh ? 'accepted' : 'repeat' });
        return reply.send({ received: true });
      },
    });
  });
};

function payoutAnswer(row: PayoutRow & { name?: string | null }): Payout {
  return {
    id: row.id,
    providerId: row.providerId,
    ...(row.name !== undefined ? { name: row.name } : {}),
    amount: fromPaise(row.amountPaise),
    mode: row.mode,
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
