import { historyQuerySchema, openJobsQuerySchema } from '../schemas/booking';
import { serviceListQuerySchema } from '../schemas/service';
import { deltaQuerySchema } from '../schemas/sync';
import { route } from './route';

/**
 * Every route of the API, once: the server registers each from here (src/server/modules/<x>/routes.ts)
 * and the client builds every URL it calls from here (`apiUrl`), so renaming or re-shaping a route
 * fails the typecheck on both sides. Paths are below API_PREFIX ('/api').
 */
export const apiRoutes = {
  // Who is signed in; the persona switch (demo mode only)
  getSession: route('GET', '/session'),
  switchPersona: route('POST', '/session'),

  // Phone sign-in and the account
  requestSignInCode: route('POST', '/auth/otp'),
  verifySignInCode: route('POST', '/auth/verify'),
  signOut: route('POST', '/auth/logout'),
  signOutEverywhere: route('POST', '/auth/logout-all'),
  updateAccount: route('PATCH', '/account'),
  joinAsProvider: route('POST', '/account/provider'),

  // Service catalogue
  listServices: route('GET', '/services', serviceListQuerySchema),
  createService: route('POST', '/services'),
  updateService: route('PATCH', '/services/:id'),
  deleteService: route('DELETE', '/services/:id'),

  // Bookings and their lifecycle
  listBookings: route('GET', '/bookings'),
  createBooking: route('POST', '/bookings'),
  listPendingBookings: route('GET', '/bookings/pending', openJobsQuerySchema),
  listEmergencyReleasedBookings: route('GET', '/bookings/emergency-released'),
  listCustomerBookings: route('GET', '/bookings/customer/:customerId'),
  listProviderBookings: route('GET', '/bookings/provider/:providerId'),
  getBooking: route('GET', '/bookings/:id'),
  cancelBooking: route('POST', '/bookings/:id/cancel'),
  startJob: route('POST', '/bookings/:id/start'),
  completeJob: route('POST', '/bookings/:id/complete'),
  releaseJob: route('POST', '/bookings/:id/emergency-release'),
  uploadPhotos: route('POST', '/bookings/:id/photos'),
  getInvoice: route('GET', '/bookings/:id/invoice'),
  getInvoicePdf: route('GET', '/bookings/:id/invoice.pdf'),
  getPhoto: route('GET', '/photos/:id'),
  customerHistory: route('GET', '/history/customer/:customerId', historyQuerySchema),
  providerHistory: route('GET', '/history/provider/:providerId', historyQuerySchema),

  // Bids
  listBidsForBooking: route('GET', '/bids/booking/:bookingId'),
  placeBid: route('POST', '/bids'),
  acceptBid: route('PATCH', '/bids/:bidId/accept'),

  // Delta sync: what changed since a cursor (docs/delta-sync.md)
  pullNearbyJobs: route('GET', '/sync/jobs', deltaQuerySchema),
  pullMyBids: route('GET', '/sync/bids', deltaQuerySchema),
  pullMyBookings: route('GET', '/sync/bookings', deltaQuerySchema),

  // Feedback
  listFeedback: route('GET', '/feedback'),
  submitFeedback: route('POST', '/feedback'),

  // Tools
  listTools: route('GET', '/tools'),
  listCustomerRentals: route('GET', '/tool-rentals/customer/:customerId'),
  rentTool: route('POST', '/tool-rentals'),
  returnTool: route('POST', '/tool-rentals/:id/return'),

  // Provider profiles, hours and figures
  listActiveProviders: route('GET', '/provider-profile/active'),
  getProviderProfile: route('GET', '/provider-profile/:providerId'),
  updateProviderProfile: route('PATCH', '/provider-profile/:providerId'),
  listActiveAvailability: route('GET', '/provider-availability'),
  createAvailability: route('POST', '/provider-availability'),
  // One path with updateAvailability (OpenAPI allows one parameter name per path): here `id` is a provider's.
  getProviderAvailability: route('GET', '/provider-availability/:id'),
  updateAvailability: route('PATCH', '/provider-availability/:id'),
  getProviderStats: route('GET', '/provider/:providerId/stats'),
  getEarnings: route('GET', '/provider/:providerId/earnings'),
  getEarningsCsv: route('GET', '/provider/:providerId/earnings.csv'),

  // Provider onboarding
  getVerificationStatus: route('GET', '/provider/:providerId/verification-status'),
  submitIdentity: route('POST', '/provider/:providerId/identity-verification'),
  uploadIdentityPhoto: route('POST', '/provider/:providerId/identity-photos'),
  getIdentityPhoto: route('GET', '/identity-photos/:id'),
  startTrainingVideo: route('POST', '/provider/:providerId/training-video/start'),
  completeTraining: route('POST', '/provider/:providerId/complete-training'),
  listTrainingModules: route('GET', '/training/modules'),
  listAssessmentQuestions: route('GET', '/assessment/questions'),
  drawAssessment: route('POST', '/assessment/draw'),
  submitAssessment: route('POST', '/assessment/submit'),

  // Administration
  listUsers: route('GET', '/users'),
  updateUser: route('PATCH', '/users/:id'),
  getPricing: route('GET', '/admin/pricing'),
  savePricing: route('PUT', '/admin/pricing'),
  getSettings: route('GET', '/admin/settings'),
  saveSettings: route('PUT', '/admin/settings'),
  getOutbox: route('GET', '/admin/outbox'),
} as const;

export type ApiRouteName = keyof typeof apiRoutes;
