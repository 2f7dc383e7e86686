import { formatRupees } from '../../../shared/pricing/money';
import { bikeDiscountPercent, type Quote } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import type { VehicleCategory, VehicleType } from '../../../shared/schemas/common';
import type { Service } from '../../../shared/schemas/service';
import { CATEGORY_GROUP_LABELS } from '../../../shared/catalog/car-models';
import { Badge } from '../../components/ui/badge';
import { FormSection } from './form-section';
import { multiplierNote } from './vehicle-section';

interface Props {
  quote: Quote;
  services: readonly Service[];
  vehicleType: VehicleType;
  vehicleCategory: VehicleCategory;
  pricing: PricingConfig;
}

export function PricingSummary({ quote, services, vehicleType, vehicleCategory, pricing }: Props) {
  const names = new Map(services.map((s) => [s.id, s.name]));
  const adjust = vehicleType === 'bike' ? `${bikeDiscountPercent(pricing)}% off` : multiplierNote(pricing.categoryMultipliers[vehicleCategory]);

  return (
    <FormSection title="Pricing Summary">
      {quote.lines.length === 0 ? (
        <p className="text-sm text-slate-600">Choose a service to see the price.</p>
      ) : (
        <div data-testid="pricing-summary">
        <dl className="grid gap-2 text-sm">
          {adjust ? (
            <div className="flex items-center justify-between gap-2">
              <dt className="text-slate-700">{vehicleType === 'bike' ? 'Bike pricing' : `${CATEGORY_GROUP_LABELS[vehicleCategory]} pricing`}</dt>
              <dd>
                <Badge variant={vehicleType === 'bike' ? 'success' : 'warning'}>{adjust}</Badge>
              </dd>
            </div>
          ) : null}
          {quote.lines.map((line) => (
            <div key={line.id} className="flex justify-between gap-2">
              <dt className="text-slate-700">{names.get(line.id) ?? line.id}</dt>
              <dd className="tabular-nums">{formatRupees(line.pricePaise)}</dd>
            </div>
          ))}
          <div className="mt-1 flex justify-between gap-2 border-t border-slate-200 pt-2">
            <dt className="text-slate-700">Service price</dt>
            <dd className="tabular-nums" data-testid="subtotal">{formatRupees(quote.servicePaise)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-700">CGST ({pricing.gstPercentage / 2}%)</dt>
            <dd className="tabular-nums">{formatRupees(quote.cgstPaise)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-700">SGST ({pricing.gstPercentage / 2}%)</dt>
            <dd className="tabular-nums">{formatRupees(quote.sgstPaise)}</dd>
          </div>
          <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold">
            <dt>Estimated total</dt>
            <dd className="tabular-nums" data-testid="total">{formatRupees(quote.totalPaise)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          Includes GST. Providers bid on the service price in the next step; every bid shows its own total incl. GST.
        </p>
        </div>
      )}
    </FormSection>
  );
}
