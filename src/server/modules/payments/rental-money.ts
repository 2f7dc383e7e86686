import crypto from 'node:crypto';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { isAdmin, requireRole } from '../../auth/actor';
import { badRequest, conflict, forbidden, notFound, unavailable, unprocessable } from '../../http/http-error';
import type { EffectQueue } from '../../outbox/effect-kind';
import { refundSend } from '../../outbox/effects/payment-events';
import { notify } from '../../notifications/notify';
import { serviceParams } from '../../notifications/catalogue-names';
import type { PaymentGateway } from '../../payments/gateway';
import { fromPaise, toPaise } from '../../../shared/pricing/money';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-state';
import { RENTAL_MONEY_MESSAGES as M, RENTAL_PAYMENT_RETURN_PATH, type DepositStatus, type RentalPaymentMethod } from '../../../shared/payments/rental-money';
import type { PaymentOrder } from '../../../shared/schemas/payment';
import type { DepositSettlementBody, ToolRental } from '../../../shared/schemas/tool';
import { LEDGER_ACCOUNTS as A } from '../ledger/accounts';
import { post } from '../ledger/service';
import * as toolsRepo from '../tools/repository';
import { orderAnswer } from './order-answer';
import * as repo from './repository';
import * as refundsRepo from './refunds-repository';

/**
 * A tool rental's money (ADR 063). The rent and the deposit are paid at confirmation, online
 * through the same gateway order, checkout and webhook as a job, or in cash at the pickup desk;
 * on return an administrator settles the deposit once: the damage kept (with its reason) and the
 * rest going back — through the gateway as a refund of the rental's payment, or owed back in cash
 * until it is paid back. Every step is one ledger transaction under a key of the rental's own.
 */

type RentalRow = toolsRepo.RentalRow;

async function lockedRentalOr404(tx: Tx, rentalId: string): Promise<RentalRow> {
  const row = await toolsRepo.lockRentalRow(tx, rentalId);
  if (!row) throw notFound(`There is no rental '${rentalId}'`);
  return row;
}

async function rentalAnswer(tx: Tx, rentalId: string): Promise<ToolRental> {
  return (await toolsRepo.findRental(tx, rentalId))!;
}

/** The customer a rental order belongs to (the payment's verify and the ledger's customer account). */
export async function rentalCustomer(tx: Tx, rentalId: string | null): Promise<string | null> {
  if (!rentalId) return null;
  const row = await toolsRepo.findRental(tx, rentalId);
  return row?.customerId ?? null;
}

/** The rent earned and the deposit held; the customer owes both. Once per rental. */
function postCharge(tx: Tx, row: RentalRow): Promise<boolean> {
  return post(tx, {
    key: `rental-charge:${row.id}`,
    kind: 'rental-charge',
    memo: `tool rental ${row.id}`,
    entries: [
      { account: A.customer(row.customerId), paise: row.totalPaise + row.depositPaise },
      { account: A.toolRent, paise: -row.totalPaise },
      { account: A.toolDeposits, paise: -row.depositPaise },
    ],
  });
}

/** The customer's payment of rent and deposit: into the gateway's clearing account, or the cash desk. Once per rental. */
function postPayment(tx: Tx, row: RentalRow, method: RentalPaymentMethod, reference: string): Promise<boolean> {
  const paid = row.totalPaise + row.depositPaise;
  return post(tx, {
    key: `rental-payment:${row.id}`,
    kind: 'rental-payment',
    memo: `tool rental ${row.id}: ${method} ${reference}`,
    entries: [
      { account: method === 'online' ? A.gatewayClearing : A.cashDesk, paise: paid },
      { account: A.customer(row.customerId), paise: -paid },
    ],
  });
}

/** Rent and deposit paid: charged and paid in the ledger, the rental marked paid. */
async function markPaid(tx: Tx, row: RentalRow, method: RentalPaymentMethod, reference: string, at: Date): Promise<void> {
  await postCharge(tx, row);
  await postPayment(tx, row, method, reference);
  await toolsRepo.updateRental(tx, row.id, { paymentStatus: 'paid', paymentMethod: method, paidAt: at });
}

/**
 * The customer's gateway order for a rental's rent and deposit (ADR 063): made once; asked again,
 * the same order. The rental is locked while the gateway is asked, so two taps make one order.
 */
export async function startRentalPayment(tx: Tx, actor: Actor, rentalId: string, gateway: PaymentGateway): Promise<{ order: PaymentOrder; created: boolean }> {
  const row = await lockedRentalOr404(tx, rentalId);
  if (actor.id !== row.customerId && !isAdmin(actor)) throw forbidden(M.notYours);
  if (row.paymentStatus !== 'due') throw conflict(M.alreadyPaid);
  if (!gateway.available) throw unavailable(PAYMENT_MESSAGES.notSetUp);
  const existing = await repo.rentalOrder(tx, rentalId);
  if (existing) return { order: orderAnswer(existing, gateway, RENTAL_PAYMENT_RETURN_PATH), created: false };
  const amount = row.totalPaise + row.depositPaise;
  const made = await gateway.createOrder(amount, `rental:${rentalId}`);
  if (made.amount !== amount) throw new Error(`The gateway made order ${made.id} for ${made.amount} paise, not ${amount}`);
  await repo.insertOrder(tx, { id: made.id, purpose: 'rental', rentalId, amountPaise: amount, receipt: made.receipt });
  return { order: orderAnswer((await repo.findOrder(tx, made.id))!, gateway, RENTAL_PAYMENT_RETURN_PATH), created: true };
}

/**
 * A captured payment of a rental's order for its amount (applyCapture checked the order and the
 * amount): the rental is locked, charged and paid once; a rental already paid in cash keeps the
 * money for the operator (`hold`), as a booking paid twice does.
 */
export async function applyRentalCapture(
  tx: Tx,
  order: repo.OrderRow,
  capture: { paymentId: string; at: Date },
  hold: (reason: string, kind: string) => Promise<'flagged'>,
): Promise<'paid' | 'flagged'> {
  const row = await lockedRentalOr404(tx, order.rentalId!);
  await repo.updateOrder(tx, order.id, { status: 'paid', paymentId: capture.paymentId });
  if (row.paymentStatus !== 'due') return hold(`Rental paid online after it was recorded as paid ${row.paymentMethod ?? ''}`.trim(), 'paid-twice');
  await markPaid(tx, row, 'online', capture.paymentId, capture.at);
  return 'paid';
}

/** The administrator records rent and deposit paid in cash at pickup. A repeat answers the rental as it is. */
export async function recordRentalCash(tx: Tx, actor: Actor, rentalId: string, now = new Date()): Promise<ToolRental> {
  requireRole(actor, 'admin');
  const row = await lockedRentalOr404(tx, rentalId);
  if (row.paymentStatus === 'paid') {
    if (row.paymentMethod === 'cash') return rentalAnswer(tx, rentalId);
    throw conflict(M.alreadyPaid);
  }
  await markPaid(tx, row, 'cash', `recorded by ${actor.id}`, now);
  return rentalAnswer(tx, rentalId);
}

/**
 * Settles a returned, paid rental's deposit once (ADR 063): the damage kept (never more than the
 * deposit, 422; with a reason when any is kept, 400) goes to the damage account, the rest is owed
 * back to the customer — refunded through the gateway (a refund of the rental's payment, sent once
 * through the outbox) or, paid in cash, owed back at the desk. A second settlement is 409.
 */
export async function settleDeposit(tx: Tx, actor: Actor, rentalId: string, body: DepositSettlementBody, outbox: EffectQueue, now = new Date()): Promise<ToolRental> {
  requireRole(actor, 'admin');
  const row = await lockedRentalOr404(tx, rentalId);
  if (row.depositStatus) throw conflict(M.alreadySettled);
  if (row.status !== 'returned') throw conflict(M.notReturned);
  if (row.paymentStatus !== 'paid') throw conflict(M.notPaid);
  const damage = toPaise(body.damage);
  if (damage > row.depositPaise) throw unprocessable(M.damageTooLarge(fromPaise(damage), fromPaise(row.depositPaise)));
  const reason = body.reason?.trim() || null;
  if (damage > 0 && !reason) throw badRequest(M.reasonNeeded);
  const back = row.depositPaise - damage;
  if (row.depositPaise > 0) {
    await post(tx, {
      key: `rental-settlement:${row.id}`,
      kind: 'rental-settlement',
      memo: `tool rental ${row.id}: deposit settled${reason ? `, damage: ${reason}` : ''}`,
      entries: [
        { account: A.toolDeposits, paise: row.depositPaise },
        { account: A.toolDamage, paise: -damage },
        { account: A.customer(row.customerId), paise: -back },
      ],
    });
  }
  let status: DepositStatus = 'kept';
  if (back > 0 && row.paymentMethod === 'online') {
    const order = await repo.rentalOrder(tx, row.id);
    if (!order || order.status !== 'paid' || !order.paymentId) throw conflict(M.notPaid);
    const refund = await refundsRepo.insertRefund(tx, {
      id: `refund_${crypto.randomUUID()}`,
      rentalId: row.id,
      orderId: order.id,
      paymentId: order.paymentId,
      amountPaise: back,
      reason: reason ? `Deposit back less damage: ${reason}` : 'Deposit back',
      requestedBy: actor.id,
    });
    await outbox.enqueue(tx, refundSend, { refundId: refund.id });
    status = 'refunding';
  } else if (back > 0) {
    status = 'owed';
  }
  await toolsRepo.updateRental(tx, row.id, { depositStatus: status, damagePaise: damage, damageReason: reason, settledBy: actor.id, settledAt: now });
  return rentalAnswer(tx, rentalId);
}

async function tellDepositBack(tx: Tx, row: RentalRow, amountPaise: number, now?: Date): Promise<void> {
  const tool = await toolsRepo.findRental(tx, row.id);
  await notify(tx, { accountId: row.customerId, event: 'depositRefunded', params: { ...(tool ? serviceParams([{ id: tool.toolId, ...tool.tool }]) : {}), amount: fromPaise(amountPaise) } }, now);
}

/** The administrator records a deposit owed back in cash as paid back: posted and told once; otherwise 409. */
export async function depositPaidBack(tx: Tx, actor: Actor, rentalId: string, now = new Date()): Promise<ToolRental> {
  requireRole(actor, 'admin');
  const row = await lockedRentalOr404(tx, rentalId);
  if (row.depositStatus !== 'owed') throw conflict(M.notOwedInCash);
  const back = row.depositPaise - (row.damagePaise ?? 0);
  await post(tx, {
    key: `rental-cash-back:${row.id}`,
    kind: 'rental-cash-back',
    memo: `tool rental ${row.id}: deposit paid back in cash by ${actor.id}`,
    entries: [
      { account: A.customer(row.customerId), paise: back },
      { account: A.cashDesk, paise: -back },
    ],
  });
  await toolsRepo.updateRental(tx, row.id, { depositStatus: 'paidBack' });
  await tellDepositBack(tx, row, back, now);
  return rentalAnswer(tx, rentalId);
}

/**
 * A deposit's refund the gateway processed (applyRefundNews holds the refund's lock and checked its
 * amount): the money leaves the gateway's clearing account against what GaadiCare owed the
 * customer, once by the refund's key; the rental's deposit shows as refunded and the customer is told.
 */
/** The operator's flag when a deposit's refund fails at the gateway. */
export const RENTAL_REFUND_FAILED = 'A deposit refund failed at the gateway: it is now owed back in cash';

/**
 * A deposit's refund the gateway could not make: the deposit is owed back at the desk, which pays
 * it in cash and records it (depositPaidBack). Nothing is posted: the settlement already owes it
 * to the customer. A refund already processed is never moved back.
 */
export async function applyRentalRefundFailed(tx: Tx, refund: refundsRepo.RefundRow): Promise<void> {
  const row = await lockedRentalOr404(tx, refund.rentalId!);
  if (row.depositStatus === 'refunding') await toolsRepo.updateRental(tx, row.id, { depositStatus: 'owed' });
}

export async function applyRentalRefundProcessed(tx: Tx, refund: refundsRepo.RefundRow): Promise<void> {
  const row = await lockedRentalOr404(tx, refund.rentalId!);
  const posted = await post(tx, {
    key: `refund:${refund.id}`,
    kind: 'refund',
    memo: `refund ${refund.id}: tool rental ${row.id} deposit`,
    entries: [
      { account: A.customer(row.customerId), paise: refund.amountPaise },
      { account: A.gatewayClearing, paise: -refund.amountPaise },
    ],
  });
  if (!posted) return;
  await toolsRepo.updateRental(tx, row.id, { depositStatus: 'refunded' });
  await tellDepositBack(tx, row, refund.amountPaise);
}
