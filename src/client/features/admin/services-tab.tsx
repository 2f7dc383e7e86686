import { useMemo, useState } from 'react';
import { formatAmount } from '../../../shared/pricing/money';
import type { Service } from '../../../shared/schemas/service';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { useAllBookings } from '../../data/hooks/use-bookings';
import { useServices } from '../../data/hooks/use-catalog';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { isServiceUsed } from './admin-figures';
import { DeleteServiceDialog } from './delete-service-dialog';
import { LoadingBlocks, useStillLoading } from './load-state';
import { ServiceDialog } from './service-dialog';
import { ToolsCard } from './tools-card';
import { TranslationStatus } from './translation-status';
import { catalogueAreas, catalogueText } from '../../i18n/catalogue-text';
import { useLocale, useT } from '../../i18n/use-t';

const VEHICLE_TEXT: Record<Service['vehicleType'], string> = { car: 'Car', bike: 'Bike', both: 'Car & bike' };

export function ServicesTab() {
  const all = useServices({ includeRetired: true });
  const bookings = useAllBookings();
  const waiting = usePendingKeys('services');
  const loading = useStillLoading('services', all);
  const [editing, setEditing] = useState<Service | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const t = useT(...catalogueAreas(useLocale()));

  const active = useMemo(() => (all ?? []).filter((s) => !s.retired), [all]);
  // The admin's services job mirrors retired services too (kept for booking history).
  const retired = useMemo(() => (all ?? []).filter((s) => s.retired), [all]);

  const openEditor = (service: Service | null) => {
    setEditing(service);
    setDialogOpen(true);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Services</h2>
          <p className="text-sm text-slate-600">Wash services are the booking cards; maintenance services are the add-ons.</p>
        </div>
        <Button onClick={() => openEditor(null)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 5v14M5 12h14" strokeLinecap="round" />
          </svg>
          Add Service
        </Button>
      </div>

      {loading ? (
        <LoadingBlocks label="Loading services" shape="services" />
      ) : active.length === 0 ? (
        <EmptyState title="No services" description="Add a service so customers can book it." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {active.map((s) => (
            <li key={s.id}>
              <Card className="flex h-full flex-col p-4" data-testid="admin-service" data-service-id={s.id}>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{catalogueText(t, s, 'name')}</h3>
                  <span className="shrink-0 text-lg font-bold tabular-nums text-brand-800">{formatAmount(s.basePrice)}</span>
                </div>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <Badge variant={s.category === 'wash' ? 'secondary' : 'outline'} className="capitalize">
                    {s.category}
                  </Badge>
                  <Badge variant="outline">{VEHICLE_TEXT[s.vehicleType]}</Badge>
                  <Badge variant="outline">{s.duration} min</Badge>
                  {waiting.has(s.id) ? <Badge variant="warning">Waiting to sync</Badge> : null}
                </div>
                <p className="mt-2 flex-1 text-sm text-slate-600">{catalogueText(t, s, 'description') || 'No description.'}</p>
                <TranslationStatus item={s} />
                <div className="mt-4 flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => openEditor(s)} disabled={waiting.has(s.id)} aria-label={`Edit ${s.name}`}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" className="text-destructive-700 hover:bg-red-50" onClick={() => setDeleting(s)} disabled={waiting.has(s.id)} aria-label={`Delete ${s.name}`}>
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {retired.length > 0 ? (
        <section aria-labelledby="retired-title" className="grid gap-3">
          <div>
            <h3 id="retired-title" className="font-semibold text-slate-900">
              Retired services
            </h3>
            <p className="text-sm text-slate-600">
              Deleted after bookings used them: hidden from booking, while booking history keeps their names and prices.
            </p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {retired.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3" data-testid="retired-service">
                <span className="min-w-0 truncate text-slate-700">{catalogueText(t, s, 'name')}</span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className="text-sm tabular-nums text-slate-600">{formatAmount(s.basePrice)}</span>
                  <Badge variant="secondary">Retired</Badge>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ToolsCard />

      <ServiceDialog service={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <DeleteServiceDialog service={deleting} used={deleting ? isServiceUsed(deleting.id, bookings ?? []) : false} onClose={() => setDeleting(null)} />
    </div>
  );
}
