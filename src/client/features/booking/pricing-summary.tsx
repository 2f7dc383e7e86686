import { formatRupees } from '../../../shared/pricing/money';
import { bikeDiscountPercent, type Quote } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import type { VehicleCategory, VehicleType } from '../../../shared/schemas/common';
import type { Service } from '../../../shared/schemas/service';
import { Badge } from '../../components/ui/badge';
import { FormSection } from './form-section';
import { CATEGORY_GROUP_TEXT, multiplierNote } from './vehicle-section';
import { useT } from '../../i18n/use-t';
import { catalogueText } from '../../i18n/catalogue-text';

interface Props {
  quote: Quote;
  services: readonly Service[];
  vehicleType: VehicleType;
  vehicleCategory: VehicleCategory;
  pricing: PricingConfig;
}

export function PricingSummary({ quote, services, vehicleType, vehicleCategory, pricing }: Props) {
  const t = useT('booking', 'catalogue');
  const names = new Map(services.map((s) => [s.id, catalogueText(t, s, 'name')]));
  const adjust = vehicleType === 'bike' ? t('booking.vehicle.percentOff', { percent: bikeDiscountPercent(pricing) }) : multiplierNote(pricing.categoryMultipliers[vehicleCategory]);

  return (
    <FormSection title={t('booking.price.title')}>
      {quote.lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('booking.price.empty')}</p>
      ) : (
        <div data-testid="pricing-summary">
        <dl className="grid gap-2 text-sm">
          {adjust ? (
            <div className="flex items-center justify-between gap-2">
              <dt className="text-slate-700">{vehicleType === 'bike' ? t('booking.price.bike') : t('booking.price.category', { group: t(CATEGORY_GROUP_TEXT[vehicleCategory]) })}</dt>
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
            <dt className="text-slate-700">{t('booking.price.service')}</dt>
            <dd className="tabular-nums" data-testid="subtotal">{formatRupees(quote.servicePaise)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-700">{t('booking.price.cgst', { percent: pricing.gstPercentage / 2 })}</dt>
            <dd className="tabular-nums">{formatRupees(quote.cgstPaise)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-700">{t('booking.price.sgst', { percent: pricing.gstPercentage / 2 })}</dt>
            <dd className="tabular-nums">{formatRupees(quote.sgstPaise)}</dd>
          </div>
          <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold">
            <dt>{t('booking.price.total')}</dt>
            <dd className="tabular-nums" data-testid="total">{formatRupees(quote.totalPaise)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          {t('booking.price.note')}
        </p>
        </div>
      )}
    </FormSection>
  );
}
