import { Link, useSearchParams } from 'react-router-dom';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { formatIstDate } from '../../../shared/domain/time';
import type { TaxInvoice } from '../../../shared/schemas/invoice';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useInBrowser } from '../../components/use-in-browser';
import { useBooking, useInvoice } from '../../data/hooks/use-bookings';
import { useSession } from '../../data/hooks/use-session';
import { useOnlineStatus } from '../../pwa/online-status';
import { useJobSyncedAt, useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { formatAmount } from '../../../shared/pricing/money';
import { paymentText } from '../../../shared/payments/payment-state';
import { useLocale, useT } from '../../i18n/use-t';

/**
 * A completed booking's tax invoice (`/tax-invoice?booking=<id>`), as issued by the server and
 * kept on the device: once seen it opens offline. Printing shows only the invoice.
 * The screen's own words (back, print, download, the loading and missing states) are in the
 * person's language (`invoice` area); the invoice document is English, as its PDF and GST
 * invoices are, and marked so (`lang="en"`), with a line saying so in another language.
 */
export function TaxInvoicePage() {
  const t = useT('invoice');
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  // The built page has no booking in its address: it shows the loading state, and so does the
  // page's first render over it, whatever the address says.
  const live = useInBrowser();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      {!live ? <InvoiceLoading /> : bookingId ? <InvoiceOf bookingId={bookingId} /> : <Missing text={t('invoice.noBooking')} />}
    </section>
  );
}

function InvoiceLoading() {
  const t = useT('invoice');
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={t('invoice.loading')}>
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-96" />
    </div>
  );
}

function InvoiceOf({ bookingId }: { bookingId: string }) {
  const t = useT('invoice');
  const invoiceJob = { id: 'invoice', params: { bookingId } } as const;
  const booking = useBooking(bookingId);
  // The invoice exists only once the job is completed; until then only the booking is asked for.
  const issued = Boolean(booking?.invoiceNumber);
  useSyncJobs(issued ? [{ id: 'booking', params: { bookingId } }, invoiceJob] : [{ id: 'booking', params: { bookingId } }]);
  const invoice = useInvoice(bookingId);
  const syncedAt = useJobSyncedAt(invoiceJob);
  const online = useOnlineStatus();

  // The booking's payment is the newest (delta-synced); the invoice's, as last read, otherwise.
  if (invoice) return <InvoiceDocument invoice={invoice} payment={booking?.payment ?? invoice.payment} />;
  if (invoice === undefined || booking === undefined || (issued && online && syncedAt === null)) return <InvoiceLoading />;
  if (!online) return <Missing text={t('invoice.offline')} />;
  if (booking && !issued) return <Missing text={t('invoice.notYet')} />;
  return <Missing text={t('invoice.notYours')} />;
}

function Missing({ text }: { text: string }) {
  const t = useT('invoice');
  const back = useHistoryLink();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('invoice.title')}</h1>
      <EmptyState
      headingLevel={2}
      title={t('invoice.none')}
      description={text}
      action={
        <Link to={back.to} className={buttonClasses({ variant: 'outline' })}>
          {back.label}
        </Link>
      }
      />
    </>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="sm:text-right">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Where "back" goes: the history of whoever is looking. */
function useHistoryLink(): { to: string; label: string } {
  const role = useSession().user?.userType;
  const t = useT();
  if (role === 'provider') return { to: '/provider-history', label: t('chrome.nav.providerHistory') };
  if (role === 'admin') return { to: '/admin', label: t('chrome.nav.admin') };
  return { to: '/customer-history', label: t('chrome.nav.myHistory') };
}

function InvoiceDocument({ invoice, payment }: { invoice: TaxInvoice; payment: TaxInvoice['payment'] }) {
  const pdf = apiUrl(apiRoutes.getInvoicePdf, { id: invoice.bookingId });
  const back = useHistoryLink();
  const t = useT('invoice');
  const locale = useLocale();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back.to} className="text-sm font-medium text-brand-800 underline underline-offset-2">
          ← {back.label}
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            {t('invoice.print')}
          </Button>
          <a href={pdf} className={buttonClasses({ size: 'sm' })} download>
            {t('invoice.download')}
          </a>
        </div>
        {locale === 'en' ? null : <p className="w-full text-sm text-slate-600">{t('invoice.englishNote')}</p>}
      </div>

      <Card className="p-5 sm:p-8 print:border-0 print:p-0 print:shadow-none" data-testid="tax-invoice" lang="en">
        <h1 className="text-2xl font-bold text-slate-900">Tax invoice</h1>
        <div className="mt-4 grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto]">
          <div className="text-sm">
            <p className="font-semibold text-slate-900">{invoice.supplier.name}</p>
            <p className="text-slate-700">{invoice.supplier.address}</p>
            <p className="text-slate-700">
              GSTIN: <span data-testid="invoice-gstin">{invoice.supplier.gstin}</span>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-1">
            <Fact label="Invoice number" value={invoice.number} testId="invoice-number" />
            <Fact label="Date" value={formatIstDate(invoice.issuedAt)} />
            <Fact label="Place of supply" value={invoice.placeOfSupply} />
            <Fact label="Tax payable on reverse charge" value={invoice.reverseCharge ? 'Yes' : 'No'} />
          </dl>
        </div>

        <div className="mt-6 text-sm">
          <p className="text-xs text-slate-600">Billed to</p>
          <p className="font-semibold text-slate-900">{invoice.recipient.name}</p>
          <p className="text-slate-700">Service address: {invoice.recipient.address}</p>
        </div>

        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="sr-only">Services on this invoice</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 pr-2 font-semibold">Description</th>
                <th scope="col" className="py-2 pr-2 font-semibold">SAC</th>
                <th scope="col" className="py-2 pr-2 text-right font-semibold">Qty</th>
                <th scope="col" className="py-2 text-right font-semibold">Taxable value</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, i) => (
                <tr key={i} className="border-b border-slate-200">
                  <td className="py-2 pr-2">{line.description}</td>
                  <td className="py-2 pr-2 tabular-nums">{line.sac}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-2 text-right tabular-nums">{formatAmount(line.taxableValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <dl className="ml-auto mt-4 grid max-w-xs grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-700">Taxable value</dt>
          <dd className="text-right tabular-nums">{formatAmount(invoice.taxableValue)}</dd>
          <dt className="text-slate-700">CGST @ {invoice.cgstRate}%</dt>
          <dd className="text-right tabular-nums">{formatAmount(invoice.cgstAmount)}</dd>
          <dt className="text-slate-700">SGST @ {invoice.sgstRate}%</dt>
          <dd className="text-right tabular-nums">{formatAmount(invoice.sgstAmount)}</dd>
          <dt className="border-t border-slate-300 pt-1 text-base font-semibold text-slate-900">Total</dt>
          <dd className="border-t border-slate-300 pt-1 text-right text-base font-semibold tabular-nums" data-testid="invoice-total">
            {formatAmount(invoice.total)}
          </dd>
        </dl>
        {payment ? (
          <p className={`mt-2 text-right text-sm font-semibold ${payment.status === 'due' ? 'text-amber-800' : 'text-emerald-800'}`} data-testid="invoice-payment">
            {paymentText(payment)}
          </p>
        ) : null}

        <div className="mt-10 text-right text-sm text-slate-700">
          <p>For {invoice.supplier.name}</p>
          <p className="mt-8">Authorised signatory</p>
        </div>
        <p className="mt-6 text-xs text-slate-600">
          Issued by the platform as the electronic commerce operator that collects the price of the service. This is a computer-generated invoice.
        </p>
      </Card>
    </div>
  );
}

