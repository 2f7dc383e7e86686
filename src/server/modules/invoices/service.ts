import { SUPPLIER_DETAILS_REQUIRED } from '../../../shared/domain/action-refusals';
import { KARNATAKA_PLACE_OF_SUPPLY } from '../../../shared/domain/gstin';
import { supplierDetailsMissing } from '../../../shared/schemas/admin';
import { financialYearOf, invoiceNumber } from '../../../shared/domain/invoice-number';
import { fromPaise } from '../../../shared/pricing/money';
import { apportionPaise, bpToPercent, splitGst } from '../../../shared/pricing/price-model';
import type { TaxInvoice } from '../../../shared/schemas/invoice';
import type { Actor } from '../../auth/actor';
import type { DbOrTx, Tx } from '../../db/database';
import type { bookings } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { getSettings } from '../admin/config-repository';
import * as repo from './repository';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Issues the tax invoice of a job being completed, inside the completing transaction (refused,
 * 409, while the supplier's details are not set): the
 * serial comes from the financial year's locked counter, and the document is frozen as issued.
 * Lines are the booking's services and add-ons; the agreed service price is shared across
 * them in proportion to their list prices, to the paisa, so the lines add up to the taxable value.
 */
export async function issueInvoice(tx: Tx, booking: BookingRow, now: Date): Promise<TaxInvoice> {
  const settings = await getSettings(tx);
  // Never an invoice with a blank or someone else's supplier: completion waits for the operator's details.
  if (supplierDetailsMissing(settings).length > 0) throw conflict(SUPPLIER_DETAILS_REQUIRED);
  const lines = await repo.findInvoiceLines(tx, booking.id);
  const shares = apportionPaise(booking.subtotalPaise, lines.map((l) => l.pricePaise));
  const { cgstPaise, sgstPaise } = splitGst(booking.gstPaise);
  if (booking.subtotalPaise + cgstPaise + sgstPaise !== booking.totalPaise) {
    throw new Error(`Booking ${booking.id} does not add up: ${booking.subtotalPaise} + ${booking.gstPaise} != ${booking.totalPaise}`);
  }
  const financialYear = financialYearOf(now);
  const sequence = await repo.nextSequence(tx, financialYear);
  const number = invoiceNumber(financialYear, sequence);
  const halfRate = bpToPercent(booking.gstRateBp) / 2;
  const document: TaxInvoice = {
    bookingId: booking.id,
    number,
    issuedAt: now.toISOString(),
    supplier: { name: settings.supplierName, address: settings.supplierAddress, gstin: settings.supplierGstin },
    recipient: { name: await repo.findUserName(tx, booking.customerId), address: booking.location },
    placeOfSupply: KARNATAKA_PLACE_OF_SUPPLY,
    lines: lines.map((line, i) => ({ description: line.name, sac: line.sacCode, quantity: 1, taxableValue: fromPaise(shares[i]) })),
    taxableValue: fromPaise(booking.subtotalPaise),
    cgstRate: halfRate,
    cgstAmount: fromPaise(cgstPaise),
    sgstRate: halfRate,
    sgstAmount: fromPaise(sgstPaise),
    total: fromPaise(booking.totalPaise),
    reverseCharge: false,
  };
  await repo.insertInvoice(tx, { bookingId: booking.id, number, financialYear, sequence, issuedAt: now, document });
  return document;
}

/**
 * A booking's invoice for its customer, its provider and the admin; anyone else is refused
 * whether or not it exists yet. Before completion there is none (404).
 */
export async function readInvoice(db: DbOrTx, actor: Actor, bookingId: string): Promise<TaxInvoice> {
  const parties = await repo.findBookingParties(db, bookingId);
  if (!parties) throw notFound(`There is no booking '${bookingId}'`);
  const allowed = actor.userType === 'admin' || actor.id === parties.customerId || actor.id === parties.selectedProviderId;
  if (!allowed) throw forbidden("You cannot see this booking's invoice");
  const invoice = await repo.findInvoice(db, bookingId);
  if (!invoice) throw notFound('The tax invoice is issued when the job is completed');
  return {
    ...invoice,
    payment: { status: parties.paymentStatus, method: parties.paymentMethod, amount: fromPaise(parties.totalPaise), paidAt: parties.paidAt?.toISOString() ?? null },
  };
}
