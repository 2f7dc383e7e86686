import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { serviceSchema } from '../../../shared/schemas/service';
import { toolRentalSchema, toolSchema } from '../../../shared/schemas/tool';
import { WHOLE_TABLE, byIndex, mirrorTable, paramOrSelf, urlFor } from './table-spec';

/** What can be booked or rented, and the customer's rentals. */
export const catalogueTables = {
  services: mirrorTable({
    schema: serviceSchema,
    key: 'id',
    indexes: ['category', 'vehicleType'],
    perUser: false,
    jobs: {
      // The admin also mirrors retired services (kept for history); screens filter them with useServices().
      services: {
        shape: 'list', scope: () => WHOLE_TABLE,
        url: (c) => (c.role === 'admin' ? apiUrl(apiRoutes.listServices, {}, { includeRetired: 'true' }) : apiUrl(apiRoutes.listServices)),
      },
    },
  }),
  tools: mirrorTable({
    schema: toolSchema,
    key: 'id',
    indexes: [],
    perUser: false,
    jobs: {
      tools: { shape: 'list', url: () => apiUrl(apiRoutes.listTools), scope: () => WHOLE_TABLE },
    },
  }),
  toolRentals: mirrorTable({
    schema: toolRentalSchema,
    key: 'id',
    indexes: ['customerId', 'toolId', 'status'],
    perUser: true,
    jobs: {
      toolRentals: {
        shape: 'list', roles: ['customer', 'admin'],
        url: (c, p) => urlFor(paramOrSelf(c, p, 'customerId'), (customerId) => apiUrl(apiRoutes.listCustomerRentals, { customerId })),
        scope: (c, p) => byIndex('customerId', paramOrSelf(c, p, 'customerId')),
      },
    },
  }),
};
