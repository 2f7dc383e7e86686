import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { bidSchema } from '../../../shared/schemas/bid';
import { bookingSchema } from '../../../shared/schemas/booking';
import { feedbackSchema } from '../../../shared/schemas/feedback';
import { taxInvoiceSchema } from '../../../shared/schemas/invoice';
import { OPEN_TO_PROVIDERS } from '../../../shared/domain/booking-machine';
import { ADD_ONLY, WHOLE_TABLE, byIndex, mirrorTable, paramOrSelf, urlFor } from './table-spec';

/** Bookings with what hangs on them: bids, feedback and tax invoices. */
export const bookingTables = {
  bookings: mirrorTable({
    schema: bookingSchema,
    key: 'id',
    indexes: ['customerId', 'selectedProviderId', 'status', 'createdAt'],
    perUser: true,
    jobs: {
      // The person's own bookings as changes since the last pull (docs/delta-sync.md): one pull
      // for all of them, whatever screen shows them; a customer's status changes show within 10 s.
      customerBookings: {
        shape: 'delta', intervalMs: 10_000, roles: ['customer'],
        url: () => apiUrl(apiRoutes.pullMyBookings), scope: (c) => byIndex('customerId', c.userId ?? undefined),
      },
      providerBookings: {
        shape: 'delta', intervalMs: 30_000, roles: ['provider'],
        url: () => apiUrl(apiRoutes.pullMyBookings), scope: (c) => byIndex('selectedProviderId', c.userId ?? undefined),
      },
      // Nearby open jobs, as changes since the last pull (docs/delta-sync.md); a reset replaces every open job held.
      pendingBookings: {
        shape: 'delta', intervalMs: 10_000, roles: ['provider', 'admin'],
        url: () => apiUrl(apiRoutes.pullNearbyJobs), scope: () => ({ kind: 'anyOf', index: 'status', values: OPEN_TO_PROVIDERS }),
      },
      emergencyBookings: {
        shape: 'list', roles: ['provider', 'admin'],
        url: () => apiUrl(apiRoutes.listEmergencyReleasedBookings), scope: () => byIndex('status', 'emergency_released'),
      },
      allBookings: { shape: 'list', roles: ['admin'], url: () => apiUrl(apiRoutes.listBookings), scope: () => WHOLE_TABLE },
      booking: {
        shape: 'object',
        url: (_c, p) => urlFor(p.bookingId, (id) => apiUrl(apiRoutes.getBooking, { id })),
        scope: (_c, p) => ({ kind: 'keys', keys: p.bookingId ? [p.bookingId] : [] }),
      },
      customerHistory: {
        shape: 'list', roles: ['customer', 'admin'],
        url: (c, p) => urlFor(paramOrSelf(c, p, 'customerId'), (customerId) => apiUrl(apiRoutes.customerHistory, { customerId })),
        scope: (c, p) => byIndex('customerId', paramOrSelf(c, p, 'customerId')),
      },
      providerHistory: {
        shape: 'list', roles: ['provider', 'admin'],
        url: (c, p) => urlFor(paramOrSelf(c, p, 'providerId'), (providerId) => apiUrl(apiRoutes.providerHistory, { providerId })),
        scope: (c, p) => byIndex('selectedProviderId', paramOrSelf(c, p, 'providerId')),
      },
    },
  }),
  bids: mirrorTable({
    schema: bidSchema,
    key: 'id',
    indexes: ['bookingId', 'providerId'],
    perUser: true,
    jobs: {
      // Every bid of the acting person in one pull (a provider's own, a customer's live ones on all
      // their bookings), as changes since the last: never one pull per booking or per job. A
      // customer waiting to choose a provider hears of a new bid within 5 s. A customer's (and the
      // admin's) whole bids table is this pull's scope: the table is emptied when the persona
      // changes and no other job fills it, so a reset drops every bid it does not name (a
      // rejected one among them).
      myBids: {
        shape: 'delta', intervalMs: (c) => (c.role === 'customer' ? 5_000 : 10_000),
        url: () => apiUrl(apiRoutes.pullMyBids),
        scope: (c) => (c.role === 'provider' ? byIndex('providerId', c.userId ?? undefined) : WHOLE_TABLE),
      },
    },
  }),
  feedback: mirrorTable({
    schema: feedbackSchema,
    key: 'id',
    indexes: ['bookingId', 'customerId', 'providerId'],
    perUser: true,
    jobs: {
      feedback: { shape: 'list', url: () => apiUrl(apiRoutes.listFeedback), scope: () => WHOLE_TABLE },
    },
  }),
  // A completed booking's tax invoice, kept so it opens offline once seen. Issued invoices never change.
  invoices: mirrorTable({
    schema: taxInvoiceSchema,
    key: 'bookingId',
    indexes: [],
    perUser: true,
    jobs: {
      invoice: {
        shape: 'object', scope: () => ADD_ONLY,
        url: (_c, p) => urlFor(p.bookingId, (id) => apiUrl(apiRoutes.getInvoice, { id })),
      },
    },
  }),
};
