import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { supplierDetailsMissing, type SupplierField } from '../../../shared/schemas/admin';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';
import { useSettings } from '../../data/hooks/use-admin';

const FIELD_NAME: Record<SupplierField, MessageId> = {
  supplierName: 'admin.supplier.name',
  supplierAddress: 'admin.supplier.address',
  supplierGstin: 'admin.supplier.gstin',
};

/**
 * Until the operator has entered the tax invoice's supplier (Admin → Settings), no job can be
 * completed: the console says so on every tab. Shown once the server's settings are on the device.
 */
export function SupplierBanner() {
  const current = useSettings();
  const missing = current?.fromServer ? supplierDetailsMissing(current.settings) : [];
  if (missing.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SupplierBannerText missing={missing} />
    </Suspense>
  );
}

function SupplierBannerText({ missing }: { missing: SupplierField[] }) {
  const t = useT('admin');
  return (
    <div role="alert" className="mt-6 rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-950" data-testid="supplier-banner">
      <p className="font-semibold">{t('admin.supplier.bannerTitle')}</p>
      <p className="mt-1 text-sm">{t('admin.supplier.bannerBody', { fields: missing.map((f) => t(FIELD_NAME[f])).join(', ') })}</p>
      <Link to="/admin?tab=settings" className="mt-2 inline-block text-sm font-medium text-brand-800 underline underline-offset-2">
        {t('admin.supplier.bannerAction')}
      </Link>
    </div>
  );
}
