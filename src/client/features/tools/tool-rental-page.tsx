import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Tool, ToolRental } from '../../../shared/schemas/tool';
import { PersonaGate } from '../../components/persona-gate';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useToolRentals, useTools } from '../../data/hooks/use-catalog';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { useSession } from '../../data/hooks/use-session';
import { rentTool } from '../../data/mutations/tool-mutations';
import { useOnlineStatus } from '../../pwa/online-status';
import { useJobSyncedAt, useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { usePaymentReturn } from '../../data/hooks/use-payment-return';
import { refreshJobs } from '../../sync/refresh-bus';
import { RentDialog } from './rent-dialog';
import { openRentalCheckout, RentalPayment } from './rental-payment';
import { ToolCard } from './tool-card';
import { useT } from '../../i18n/use-t';

function ToolGridSkeleton() {
  const t = useT('customer');
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('customer.tools.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="h-36 rounded-none sm:h-44" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Where a visitor who taps Rent signs in, and comes back to the list. */
const SIGN_IN_FROM_TOOLS = `/sign-in?next=${encodeURIComponent('/tool-rental')}`;

function ToolRentalContent() {
  const t = useT('customer');
  useSyncJobs(['tools', 'toolRentals']);
  const { user, onlinePayments } = useSession();
  const [asking, setAsking] = useState<Tool | null>(null);
  const navigate = useNavigate();
  // A visitor sees the tools (a public read, ADR 065) and signs in to rent one.
  const rent = useCallback((tool: Tool) => (user ? setAsking(tool) : void navigate(SIGN_IN_FROM_TOOLS)), [user, navigate]);
  const tools = useTools();
  const rentals = useToolRentals(user?.id);
  const syncedAt = useJobSyncedAt('tools');
  const waitingTools = usePendingKeys('tools');
  const online = useOnlineStatus();
  // Back from the checkout: the rental shows as confirming until the webhook marks it paid (ADR 063).
  const paymentReturn = usePaymentReturn();
  const confirming = paymentReturn.orderId !== null;
  useConfirmedSoon(confirming);
  const [problem, setProblem] = useState<string | null>(null);

  // The acting customer's active rental of each tool they hold.
  const yourRentals = useMemo(
    () => new Map<string, ToolRental>((rentals ?? []).filter((r) => r.status === 'active').map((r) => [r.toolId, r])),
    [rentals],
  );

  let body;
  if (tools === undefined || (tools.length === 0 && syncedAt == null && online)) {
    body = <ToolGridSkeleton />;
  } else if (tools.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        title={t(online ? 'customer.tools.none' : 'customer.tools.offline')}
        description={t(online ? 'customer.tools.noneBody' : 'customer.tools.offlineBody')}
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.id}>
              <ToolCard
                tool={tool}
                waiting={waitingTools.has(tool.id)}
                yourRental={yourRentals.get(tool.id) ?? null}
                onRent={rent}
                money={yourRentals.has(tool.id) ? <RentalPayment rental={yourRentals.get(tool.id)!} confirming={confirming} problem={problem ?? paymentReturn.problem} /> : null}
              />
            </li>
          ))}
        </ul>
        <RentDialog
          tool={asking}
          onClose={() => setAsking(null)}
          onlineBlocked={!onlinePayments ? 'customer.pay.notSetUp' : online ? null : 'customer.pay.onlineOnly'}
          onConfirm={(tool, start, method) => {
            if (!user) return;
            setProblem(null);
            void rentTool(tool, user.id, start, method).then(async (result) => {
              // Paid online: the checkout opens at once for the rental just made.
              if (method === 'online' && result.status === 'done') setProblem(await openRentalCheckout(result.data.id));
            });
          }}
        />
      </>
    );
  }
  return body;
}

/** How often, and how long, a rental being confirmed is read again (the webhook usually lands at once). */
const CONFIRM_POLL_MS = 3_000;
const CONFIRM_POLL_FOR_MS = 120_000;

function useConfirmedSoon(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    refreshJobs(['toolRentals']);
    const until = Date.now() + CONFIRM_POLL_FOR_MS;
    const timer = setInterval(() => {
      if (Date.now() > until) clearInterval(timer);
      else refreshJobs(['toolRentals']);
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}

/** /tool-rental: rent car-care tools by the day (spec §2 "Tool rental"). */
export function ToolRentalPage() {
  const t = useT('customer');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10" aria-labelledby="tool-rental-title">
      <header className="mb-6 sm:mb-8">
        <h1 id="tool-rental-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('customer.tools.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          {t('customer.tools.lead')}
        </p>
      </header>
      <PersonaGate role="customer" visitors>
        <ToolRentalContent />
      </PersonaGate>
    </section>
  );
}
