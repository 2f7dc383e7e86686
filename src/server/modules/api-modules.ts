import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoutes } from './session/routes';
import { authRoutes } from './auth/routes';
import { toolsRoutes } from './tools/routes';
import { servicesRoutes } from './services/routes';
import { bookingsRoutes } from './bookings/routes';
import { invoicesRoutes } from './invoices/routes';
import { bidsRoutes } from './bids/routes';
import { feedbackRoutes } from './feedback/routes';
import { providersRoutes } from './providers/routes';
import { onboardingRoutes } from './onboarding/routes';
import { usersRoutes } from './users/routes';
import { adminRoutes } from './admin/routes';
import { adminPushRoutes } from './admin-push/routes';
import { syncRoutes } from './sync/routes';
import { notificationsRoutes } from './notifications/routes';
import { auditRoutes } from './audit/routes';
import { supportRoutes } from './support/routes';
import { privacyRoutes } from './privacy/routes';
import { paymentsRoutes } from './payments/routes';
import { rentalMoneyRoutes } from './payments/rental-routes';
import { ledgerRoutes } from './ledger/routes';

/** Every /api module, registered under the /api prefix by app.ts. */
export const apiModules: FastifyPluginAsyncZod[] = [
  sessionRoutes,
  authRoutes,
  toolsRoutes,
  servicesRoutes,
  bookingsRoutes,
  invoicesRoutes,
  bidsRoutes,
  feedbackRoutes,
  providersRoutes,
  onboardingRoutes,
  usersRoutes,
  adminRoutes,
  adminPushRoutes,
  syncRoutes,
  notificationsRoutes,
  auditRoutes,
  supportRoutes,
  privacyRoutes,
  paymentsRoutes,
  rentalMoneyRoutes,
  ledgerRoutes,
];
