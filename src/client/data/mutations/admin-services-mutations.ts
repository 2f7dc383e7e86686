import type { CreateServiceBody, Service, UpdateServiceBody } from '../../../shared/schemas/service';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { runMutation, type MutationResult } from '../engine/run-mutation';

/** The fields the admin form edits: everything of a service except its id and retired flag. */
export type ServiceFields = Omit<CreateServiceBody, 'id'>;

/** What DELETE /api/services/{id} answers: removed, or retired because bookings used it. */
export type DeleteServiceAnswer = { id: string; retired: true } | { id: string; deleted: true };

/**
 * Adds a service. The card shows at once (also offline) under the id chosen here, so a replayed
 * request creates it once; the server's row replaces it when it answers. The booking form reads
 * the same services mirror, so the new service is offered there as soon as it is confirmed.
 */
export function createService(fields: ServiceFields): Promise<MutationResult<Service> & { id: string }> {
  const id = crypto.randomUUID();
  return runMutation<Service>({
    label: `Add service ${fields.name}`,
    ...apiRequest(apiRoutes.createService),
    body: { ...fields, id },
    optimistic: (w) => w.put('services', { ...fields, id, retired: false }),
    answerTable: 'services',
    refresh: ['services'],
    notice: { kind: 'createService' },
  }).then((result) => ({ ...result, id }));
}

export function updateService(service: Service, changes: UpdateServiceBody): Promise<MutationResult<Service>> {
  return runMutation<Service>({
    label: `Update service ${service.name}`,
    ...apiRequest(apiRoutes.updateService, { id: service.id }),
    body: changes,
    optimistic: (w) => w.update('services', service.id, changes),
    answerTable: 'services',
    refresh: ['services'],
    notice: { kind: 'updateService' },
  });
}

/**
 * Deletes a service. The server retires one that bookings have used (hidden from booking, kept
 * for history) and removes an unused one; the optimistic step guesses the same from the bookings
 * on the device, and the refreshed catalogue settles it either way.
 */
export function deleteService(service: Service, usedByBookings: boolean): Promise<MutationResult<DeleteServiceAnswer>> {
  return runMutation<DeleteServiceAnswer>({
    label: `Delete service ${service.name}`,
    ...apiRequest(apiRoutes.deleteService, { id: service.id }),
    optimistic: (w) => (usedByBookings ? w.update('services', service.id, { retired: true }) : w.delete('services', service.id)),
    refresh: ['services'],
    notice: { kind: 'deleteService' },
  });
}
