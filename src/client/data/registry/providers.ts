import * as z from 'zod/mini';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { assessmentQuestionSchema, trainingModuleSchema, verificationRowSchema } from '../../../shared/schemas/onboarding';
import { earningsStatementSchema } from '../../../shared/schemas/earnings';
import { earningsWeeksSchema } from '../../../shared/schemas/money-figures';
import { availabilitySchema, providerProfileSchema, providerStatsSchema } from '../../../shared/schemas/provider';
import { ADD_ONLY, WHOLE_TABLE, byIndex, mirrorTable, paramOrSelf, urlFor, type JobContext, type JobParams } from './table-spec';

/** Single-object answers about a provider carry no key: the row is keyed by the provider's id. */
export const providerStatsRowSchema = z.extend(providerStatsSchema, { providerId: z.string() });

const withProviderId = (body: Record<string, unknown>, c: JobContext, p: JobParams) => ({ ...body, providerId: paramOrSelf(c, p, 'providerId') });

/** Providers' profiles, hours and figures, and what onboarding shows them. */
export const providerTables = {
  availability: mirrorTable({
    schema: availabilitySchema,
    key: 'id',
    indexes: ['providerId', '[providerId+dayOfWeek]'],
    perUser: true,
    jobs: {
      availability: {
        shape: 'list',
        url: (c, p) => urlFor(paramOrSelf(c, p, 'providerId'), (providerId) => apiUrl(apiRoutes.getProviderAvailability, { id: providerId })),
        scope: (c, p) => byIndex('providerId', paramOrSelf(c, p, 'providerId')),
      },
      // Every active provider's hours in one call: which time slots a customer can book. Add-only, so
      // a provider's own rows (possibly not active yet) are never dropped by it.
      activeAvailability: { shape: 'list', url: () => apiUrl(apiRoutes.listActiveAvailability), scope: () => ADD_ONLY },
    },
  }),
  providerProfiles: mirrorTable({
    schema: providerProfileSchema,
    key: 'userId',
    indexes: [],
    perUser: true,
    jobs: {
      activeProviders: { shape: 'list', url: () => apiUrl(apiRoutes.listActiveProviders), scope: () => ADD_ONLY },
      providerProfile: {
        shape: 'object', scope: () => ADD_ONLY,
        url: (c, p) => urlFor(paramOrSelf(c, p, 'providerId'), (providerId) => apiUrl(apiRoutes.getProviderProfile, { providerId })),
      },
    },
  }),
  providerStats: mirrorTable({
    schema: providerStatsRowSchema,
    key: 'providerId',
    indexes: [],
    perUser: true,
    jobs: {
      providerStats: {
        shape: 'object', scope: () => ADD_ONLY, toRow: withProviderId,
        url: (c, p) => urlFor(paramOrSelf(c, p, 'providerId'), (providerId) => apiUrl(apiRoutes.getProviderStats, { providerId })),
      },
    },
  }),
  // The earnings statement; the stats above show its totals.
  earnings: mirrorTable({
    schema: earningsStatementSchema,
    key: 'providerId',
    indexes: [],
    perUser: true,
    jobs: {
      earnings: {
        shape: 'object', scope: () => ADD_ONLY, roles: ['provider', 'admin'],
        url: (c, p) => urlFor(paramOrSelf(c, p, 'providerId'), (providerId) => apiUrl(apiRoutes.getEarnings, { providerId })),
      },
    },
  }),
  // The provider's money per week from the ledger (ADR 066): the earnings chart, kept for offline use.
  earningsWeeks: mirrorTable({
    schema: earningsWeeksSchema,
    key: 'providerId',
    indexes: [],
    perUser: true,
    jobs: {
      earningsWeeks: {
        shape: 'object', scope: () => ADD_ONLY, roles: ['provider', 'admin'],
        url: (c, p) => urlFor(paramOrSelf(c, p, 'providerId'), (providerId) => apiUrl(apiRoutes.getEarningsWeeks, { providerId })),
      },
    },
  }),
  verification: mirrorTable({
    schema: verificationRowSchema,
    key: 'providerId',
    indexes: [],
    perUser: true,
    jobs: {
      verification: {
        shape: 'object', scope: () => ADD_ONLY, toRow: withProviderId,
        url: (c, p) => urlFor(paramOrSelf(c, p, 'providerId'), (providerId) => apiUrl(apiRoutes.getVerificationStatus, { providerId })),
      },
      // Every provider's at once, for the admin's approval queue and Users tab.
      verifications: { shape: 'list', roles: ['admin'], url: () => apiUrl(apiRoutes.listVerificationStatuses), scope: () => WHOLE_TABLE },
    },
  }),
  trainingModules: mirrorTable({
    schema: trainingModuleSchema,
    key: 'id',
    indexes: ['type'],
    perUser: false,
    jobs: {
      trainingModules: { shape: 'list', url: () => apiUrl(apiRoutes.listTrainingModules), scope: () => WHOLE_TABLE },
    },
  }),
  assessmentQuestions: mirrorTable({
    schema: assessmentQuestionSchema,
    key: 'id',
    indexes: [],
    perUser: false,
    jobs: {
      assessmentQuestions: { shape: 'list', url: () => apiUrl(apiRoutes.listAssessmentQuestions), scope: () => WHOLE_TABLE },
    },
  }),
};
