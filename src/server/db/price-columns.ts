import { fromPaise } from '../../shared/pricing/money';
import { bpToPercent, priceService, splitGst, type PriceBreakdown } from '../../shared/pricing/price-model';
import { DEFAULT_PRICING } from '../../shared/schemas/admin';

/** The price columns bookings and bids share (the service price is each table's own column). */
export interface PriceColumns {
  gstPaise: number;
  totalPaise: number;
  providerPaise: number;
  platformPaise: number;
  priorityBonusPaise: number;
  gstRateBp: number;
  platformFeeRateBp: number;
}

export function priceColumns(p: PriceBreakdown): PriceColumns {
  return {
    gstPaise: p.gstPaise,
    totalPaise: p.totalPaise,
    providerPaise: p.providerEarningPaise,
    platformPaise: p.platformFeePaise,
    priorityBonusPaise: p.priorityBonusPaise,
    gstRateBp: p.gstRateBp,
    platformFeeRateBp: p.platformFeeRateBp,
  };
}

/** The stored price as the wire carries it. */
export function priceWireOf(row: PriceColumns) {
  const { cgstPaise, sgstPaise } = splitGst(row.gstPaise);
  return {
    cgst: fromPaise(cgstPaise),
    sgst: fromPaise(sgstPaise),
    gst: fromPaise(row.gstPaise),
    totalAmount: fromPaise(row.totalPaise),
    providerAmount: fromPaise(row.providerPaise),
    platformAmount: fromPaise(row.platformPaise),
    priorityBonus: fromPaise(row.priorityBonusPaise),
    gstRate: bpToPercent(row.gstRateBp),
    platformFeeRate: bpToPercent(row.platformFeeRateBp),
  };
}

/** The columns of a service price P priced at the default rates (seed data and test fixtures). */
export function defaultPriceColumns(servicePaise: number): PriceColumns {
  return priceColumns(priceService(servicePaise, DEFAULT_PRICING));
}
