import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Service } from '../../../shared/schemas/service';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FormField, type FieldControlProps } from '../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { createService, updateService } from '../../data/mutations/admin-services-mutations';
import { TranslatedFields } from './translated-fields';
import { RefusalNote, useItemDialogForm } from './item-dialog-form';
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
  const { form, submit, refusal } = useItemDialogForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: service ? toServiceForm(service) : NEW_SERVICE_VALUES,
    dirtyKey: 'admin-service',
    save: (values) => (service ? updateService(service, fromServiceForm(values)) : createService(fromServiceForm(values))),
    onDone,
  });
  const { errors, isSubmitting } = form.formState;

  const categories = service && !SERVICE_CATEGORIES.includes(service.category as never) ? [...SERVICE_CATEGORIES, service.category] : SERVICE_CATEGORIES;

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{service ? 'Edit Service' : 'Add Service'}</DialogTitle>
        <DialogDescription>
          {service ? 'Changes apply to new bookings; existing bookings keep their prices.' : 'New services are offered in the booking form at once.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <FormField id="service-name" label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField id="service-description" label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} {...form.register('description')} />}
        </FormField>
        <TranslatedFields form={form} idPrefix="service" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="service-basePrice" label="Base price (₹)" error={errors.basePrice?.message}>
            {(control) => <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" {...form.register('basePrice')} />}
          </FormField>
          <FormField id="service-duration" label="Duration (minutes)" error={errors.duration?.message}>
            {(control) => <Input {...control} type="number" inputMode="numeric" step="1" min="1" {...form.register('duration')} />}
          </FormField>
          <FormField id="service-category" label="Category" error={errors.category?.message}>
            {(control) => <ChoiceField form={form} name="category" control={control} options={categories.map((c) => [c, CATEGORY_LABELS[c] ?? c])} />}
          </FormField>
          <FormField id="service-vehicleType" label="Vehicle type" error={errors.vehicleType?.message}>
            {(control) => <ChoiceField form={form} name="vehicleType" control={control} options={SERVICE_VEHICLE_TYPES.map((v) => [v, VEHICLE_LABELS[v]])} />}
          </FormField>
          <FormField id="service-sacCode" label="SAC code (tax invoice)" error={errors.sacCode?.message}>
            {(control) => <Input {...control} inputMode="numeric" {...form.register('sacCode')} />}
          </FormField>
        </div>
        <RefusalNote refusal={refusal} />
      </div>
      <DialogFormFooter
        cancelLabel="Cancel"
        onCancel={onDone}
        cancelDisabled={isSubmitting}
        submitLabel={isSubmitting ? 'Saving…' : service ? 'Save Changes' : 'Add Service'}
        submitDisabled={isSubmitting}
      />
    </form>
  );
}

/** A choice from a short list, held by the form. */
function ChoiceField({
  form,
  name,
  control,
  options,
}: {
  form: UseFormReturn<ServiceFormValues>;
  name: 'category' | 'vehicleType';
  control: FieldControlProps;
  options: [value: string, label: string][];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
