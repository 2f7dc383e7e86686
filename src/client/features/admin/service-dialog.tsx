import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Service } from '../../../shared/schemas/service';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { createService, updateService } from '../../data/admin-services-mutations';
import { useDirtyForm } from '../../components/dirty-forms';
import {
  NEW_SERVICE_VALUES,
  SERVICE_CATEGORIES,
  SERVICE_VEHICLE_TYPES,
  fromServiceForm,
  serviceFormSchema,
  toServiceForm,
  type ServiceFormValues,
} from './service-form';

const VEHICLE_LABELS: Record<(typeof SERVICE_VEHICLE_TYPES)[number], string> = { car: 'Car', bike: 'Bike', both: 'Car and bike' };
const CATEGORY_LABELS: Record<string, string> = { wash: 'Wash (service card)', maintenance: 'Maintenance (add-on)' };

interface Props {
  /** The service to edit, or null to add one. */
  service: Service | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ServiceDialog({ service, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Keyed so each opening starts from the service's current values (or the defaults). */}
        {open ? <ServiceForm key={service?.id ?? 'new'} service={service} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const form = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    mode: 'onTouched',
    defaultValues: service ? toServiceForm(service) : NEW_SERVICE_VALUES,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  useDirtyForm('admin-service', isDirty);

  const categories = service && !SERVICE_CATEGORIES.includes(service.category as never) ? [...SERVICE_CATEGORIES, service.category] : SERVICE_CATEGORIES;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const fields = fromServiceForm(values);
    const result = service ? await updateService(service, fields) : await createService(fields);
    if (result.status === 'rejected') {
      setRefusal(result.message);
      return;
    }
    form.reset(values);
    onDone();
  });

  const described = (name: keyof ServiceFormValues) => (errors[name] ? `service-${name}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{service ? 'Edit Service' : 'Add Service'}</DialogTitle>
        <DialogDescription>
          {service ? 'Changes apply to new bookings; existing bookings keep their prices.' : 'New services are offered in the booking form at once.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <div className="space-y-1.5">
          <Label htmlFor="service-name">Name</Label>
          <Input id="service-name" autoComplete="off" aria-invalid={errors.name ? true : undefined} aria-describedby={described('name')} {...form.register('name')} />
          <FieldError id="service-name-error">{errors.name?.message}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="service-description">Description</Label>
          <Textarea id="service-description" aria-invalid={errors.description ? true : undefined} aria-describedby={described('description')} {...form.register('description')} />
          <FieldError id="service-description-error">{errors.description?.message}</FieldError>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="service-basePrice">Base price (₹)</Label>
            <Input id="service-basePrice" type="number" inputMode="decimal" step="0.01" min="0" aria-invalid={errors.basePrice ? true : undefined} aria-describedby={described('basePrice')} {...form.register('basePrice')} />
            <FieldError id="service-basePrice-error">{errors.basePrice?.message}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="service-duration">Duration (minutes)</Label>
            <Input id="service-duration" type="number" inputMode="numeric" step="1" min="1" aria-invalid={errors.duration ? true : undefined} aria-describedby={described('duration')} {...form.register('duration')} />
            <FieldError id="service-duration-error">{errors.duration?.message}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="service-category">Category</Label>
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="service-category" aria-invalid={errors.category ? true : undefined}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {categories.map((c) => (
                      <SelectItem key={c} value={c}>
                        {CATEGORY_LABELS[c] ?? c}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            <FieldError>{errors.category?.message}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="service-vehicleType">Vehicle type</Label>
            <Controller
              control={form.control}
              name="vehicleType"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="service-vehicleType">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SERVICE_VEHICLE_TYPES.map((v) => (
                      <SelectItem key={v} value={v}>
                        {VEHICLE_LABELS[v]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="service-sacCode">SAC code (tax invoice)</Label>
            <Input id="service-sacCode" inputMode="numeric" aria-invalid={errors.sacCode ? true : undefined} aria-describedby={described('sacCode')} {...form.register('sacCode')} />
            <FieldError id="service-sacCode-error">{errors.sacCode?.message}</FieldError>
          </div>
        </div>
        {refusal ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Not saved: {refusal}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : service ? 'Save Changes' : 'Add Service'}
        </Button>
      </DialogFooter>
    </form>
  );
}
