import { historyQuerySchema, openJobsQuerySchema } from '../schemas/booking';
import { serviceListQuerySchema } from '../schemas/service';
import { deltaQuerySchema } from '../schemas/sync';
import { auditQuerySchema } from '../schemas/audit';
import { moneyDaysQuerySchema } from '../schemas/money-figures';
import { route } from './route';

/**
 * Every route of the API, once: the server registers each from here (src/server/modules/<x>/routes.ts)
 * and the client builds every URL it calls from here (`apiUrl`), so renaming or re-shaping a route
 * fails the typecheck on both sides. Paths are below API_PREFIX ('/api').
 *
 * Every write names its offline policy (offline-policy.ts): `{ offline: 'queue' }` may wait for a
 * signal and is replayed once; any other value needs a connection and is never kept for later
 * (sign-in, the persona switch, the account; a payment, refund, payout or account deletion, when
 * one is added, says `'payment'`, `'refund'`, `'payout'` or `'accountDeletion'`). The service
 * worker and the client's mutation runner read it from here.
 */
export const apiRoutes = {
  // Who is signed in; the persona switch (demo mode only)
  getSession: route('GET', '/session'),
  switchPersona: route('POST', '/session', { offline: 'personaSwitch' }),

  // Phone sign-in and the account
  requestSignInCode: route('POST', '/auth/otp', { offline: 'signIn' }),
  verifySignInCode: route('POST', '/auth/verify', { offline: 'signIn' }),
  signOut: route('POST', '/auth/logout', { offline: 'signOut' }),
  signOutEverywhere: route('POST', '/auth/logout-all', { offline: 'signOut' }),
  updateAccount: route('PATCH', '/account', { offline: 'account' }),
  joinAsProvider: route('POST', '/account/provider', { offline: 'account' }),
  changePhone: route('POST', '/account/phone', { offline: 'account' }),
  // A person's own data: a copy of all of it, and erasing the account (docs/privacy.md)
  exportMyData: route('GET', '/me/export'),
  eraseMyAccount: route('DELETE', '/me', { offline: 'accountDeletion' }),
  getMyConsents: route('GET', '/me/consents'),
  saveMyConsents: route('PUT', '/me/consents', { offline: 'account' }),
  getRetentionSweep: route('GET', '/admin/retention-sweep'),
  listMySessions: route('GET', '/me/sessions'),
  signOutOtherDevices: route('POST', '/me/sessions/sign-out-others', { offline: 'signOut' }),

  // Service catalogue
  listServices: route('GET', '/services', serviceListQuerySchema),
  createService: route('POST', '/services', { offline: 'queue' }),
  updateService: route('PATCH', '/services/:id', { offline: 'queue' }),
  deleteService: route('DELETE', '/services/:id', { offline: 'queue' }),

  // Bookings and their lifecycle
  listBookings: route('GET', '/bookings'),
  createBooking: route('POST', '/bookings', { offline: 'queue' }),
  listPendingBookings: route('GET', '/bookings/pending', openJobsQuerySchema),
  listEmergencyReleasedBookings: route('GET', '/bookings/emergency-released'),
  listCustomerBookings: route('GET', '/bookings/customer/:customerId'),
  listProviderBookings: route('GET', '/bookings/provider/:providerId'),
  getBooking: route('GET', '/bookings/:id'),
  cancelBooking: route('POST', '/bookings/:id/cancel', { offline: 'queue' }),
  startJob: route('POST', '/bookings/:id/start', { offline: 'queue' }),
  completeJob: route('POST', '/bookings/:id/complete', { offline: 'queue' }),
  releaseJob: route('POST', '/bookings/:id/emergency-release', { offline: 'queue' }),
  uploadPhotos: route('POST', '/bookings/:id/photos', { offline: 'queue' }),
  getInvoice: route('GET', '/bookings/:id/invoice'),
  getInvoicePdf: route('GET', '/bookings/:id/invoice.pdf'),
  getPhoto: route('GET', '/photos/:id'),
  customerHistory: route('GET', '/history/customer/:customerId', historyQuerySchema),
  providerHistory: route('GET', '/history/provider/:providerId', historyQuerySchema),

  // Paying (ADR 072): online through the gateway (needs a connection), or in cash / UPI to the provider
  startPayment: route('POST', '/bookings/:id/payment', { offline: 'payment' }),
  verifyPayment: route('POST', '/payments/verify', { offline: 'payment' }),
  /** The gateway's webhook: no session, its signature is its authority. */
  paymentWebhook: route('POST', '/payments/webhook', { offline: 'payment' }),
  recordCashPayment: route('POST', '/bookings/:id/cash-payment', { offline: 'queue' }),
  getProviderBalance: route('GET', '/provider/:providerId/balance'),
  listProviderPayouts: route('GET', '/provider/:providerId/payouts'),
  settleCashOwed: route('POST', '/provider/:providerId/settlement', { offline: 'payment' }),
  // Where a provider is paid (ADR 093): read masked; saved by the provider, online
  getPayoutAccount: route('GET', '/provider/:providerId/payout-account'),
  savePayoutAccount: route('PUT', '/provider/:providerId/payout-account', { offline: 'account' }),
  // Cancelling a confirmed booking may cost a fee: decided now, with the fee the customer saw (ADR 092)
  cancelConfirmedBooking: route('POST', '/bookings/:id/cancellation', { offline: 'payment' }),

  // Bids
  listBidsForBooking: route('GET', '/bids/booking/:bookingId'),
  placeBid: route('POST', '/bids', { offline: 'queue' }),
  acceptBid: route('PATCH', '/bids/:bidId/accept', { offline: 'queue' }),

  // Delta sync: what changed since a cursor (docs/delta-sync.md)
  pullNearbyJobs: route('GET', '/sync/jobs', deltaQuerySchema),
  pullMyBids: route('GET', '/sync/bids', deltaQuerySchema),
  pullMyBookings: route('GET', '/sync/bookings', deltaQuerySchema),

  // Notifications: the inbox (a delta pull), and the devices that take pushes
  pullNotifications: route('GET', '/notifications', deltaQuerySchema),
  markNotificationsRead: route('POST', '/notifications/read', { offline: 'queue' }),
  getNotificationPreferences: route('GET', '/notification-preferences'),
  saveNotificationPreferences: route('PUT', '/notification-preferences', { offline: 'queue' }),
  getPushPublicKey: route('GET', '/push/public-key'),
  savePushSubscription: route('POST', '/push/subscriptions', { offline: 'queue' }),
  deletePushSubscription: route('DELETE', '/push/subscriptions', { offline: 'queue' }),

  // Feedback
  listFeedback: route('GET', '/feedback'),
  submitFeedback: route('POST', '/feedback', { offline: 'queue' }),

  // Support: complaints the chat passes to the team (the admin lists them)
  listSupportTickets: route('GET', '/support-tickets'),
  createSupportTicket: route('POST', '/support-tickets', { offline: 'queue' }),
  answerSupportTicket: route('POST', '/support-tickets/:id/answer', { offline: 'queue' }),
  listMySupportTickets: route('GET', '/me/support-tickets'),

  // Tools
  listTools: route('GET', '/tools'),
  // An administrator edits a tool's words: its name and description in English, Kannada and Hindi (ADR 104)
  updateTool: route('PATCH', '/tools/:id', { offline: 'queue' }),
  listCustomerRentals: route('GET', '/tool-rentals/customer/:customerId'),
  rentTool: route('POST', '/tool-rentals', { offline: 'queue' }),
  returnTool: route('POST', '/tool-rentals/:id/return', { offline: 'queue' }),
  // A rental's money (ADR 063): paid online through the same checkout as jobs (needs a connection)
  startRentalPayment: route('POST', '/tool-rentals/:id/payment', { offline: 'payment' }),

  // Provider profiles, hours and figures
  listActiveProviders: route('GET', '/provider-profile/active'),
  getProviderProfile: route('GET', '/provider-profile/:providerId'),
  updateProviderProfile: route('PATCH', '/provider-profile/:providerId', { offline: 'queue' }),
  listActiveAvailability: route('GET', '/provider-availability'),
  createAvailability: route('POST', '/provider-availability', { offline: 'queue' }),
  // One path with updateAvailability (OpenAPI allows one parameter name per path): here `id` is a provider's.
  getProviderAvailability: route('GET', '/provider-availability/:id'),
  updateAvailability: route('PATCH', '/provider-availability/:id', { offline: 'queue' }),
  getProviderStats: route('GET', '/provider/:providerId/stats'),
  getEarnings: route('GET', '/provider/:providerId/earnings'),
  getEarningsCsv: route('GET', '/provider/:providerId/earnings.csv'),
  // The provider's money per IST week from the ledger: earned, paid out, owed (ADR 066)
  getEarningsWeeks: route('GET', '/provider/:providerId/earnings/weeks'),

  // Provider onboarding
  getVerificationStatus: route('GET', '/provider/:providerId/verification-status'),
  // Every provider's onboarding status at once: the admin's approval queue and Users tab
  listVerificationStatuses: route('GET', '/admin/verification-statuses'),
  submitIdentity: route('POST', '/provider/:providerId/identity-verification', { offline: 'queue' }),
  uploadIdentityPhoto: route('POST', '/provider/:providerId/identity-photos', { offline: 'queue' }),
  getIdentityPhoto: route('GET', '/identity-photos/:id'),
  startTrainingVideo: route('POST', '/provider/:providerId/training-video/start', { offline: 'serverAnswer' }),
  completeTraining: route('POST', '/provider/:providerId/complete-training', { offline: 'queue' }),
  listTrainingModules: route('GET', '/training/modules'),
  listAssessmentQuestions: route('GET', '/assessment/questions'),
  drawAssessment: route('POST', '/assessment/draw', { offline: 'serverAnswer' }),
  submitAssessment: route('POST', '/assessment/submit', { offline: 'serverAnswer' }),

  // Administration
  listUsers: route('GET', '/users'),
  updateUser: route('PATCH', '/users/:id', { offline: 'queue' }),
  getPricing: route('GET', '/admin/pricing'),
  savePricing: route('PUT', '/admin/pricing', { offline: 'queue' }),
  getSettings: route('GET', '/admin/settings'),
  saveSettings: route('PUT', '/admin/settings', { offline: 'queue' }),
  getOutbox: route('GET', '/admin/outbox'),
  // Pushes and SMS: sends and failures per channel, live subscriptions; a test push to the admin's own devices
  getPushFigures: route('GET', '/admin/push'),
  sendTestPush: route('POST', '/admin/push/test', { offline: 'serverAnswer' }),
  // The audit trail: read only, newest first (no route changes or removes an event)
  listAuditEvents: route('GET', '/admin/audit', auditQuerySchema),
  getAuditCsv: route('GET', '/admin/audit.csv', auditQuerySchema),
  getTrialBalance: route('GET', '/admin/ledger/trial-balance'),
  getLedgerAccount: route('GET', '/admin/ledger/accounts/:account'),
  listPaymentFlags: route('GET', '/admin/payments/flags'),
  // Refunds through the gateway (ADR 092): made by an administrator, listed newest first
  refundBooking: route('POST', '/admin/bookings/:id/refunds', { offline: 'refund' }),
  listRefunds: route('GET', '/admin/refunds'),
  listProviderBalances: route('GET', '/admin/ledger/providers'),
  // The platform's money per IST day from the ledger: paid, fees, payouts, refunds (ADR 066)
  getMoneyByDay: route('GET', '/admin/ledger/days', moneyDaysQuerySchema),
  // Payouts to providers (ADR 102): daily, or now at the operator's word; listed newest first
  runPayouts: route('POST', '/admin/payouts/run', { offline: 'payout' }),
  listPayouts: route('GET', '/admin/payouts'),
  // Tool rentals' money at the desk (ADR 063): cash at pickup, the deposit settled once after the return
  listAdminRentals: route('GET', '/admin/tool-rentals'),
  recordRentalCash: route('POST', '/admin/tool-rentals/:id/cash-payment', { offline: 'payment' }),
  settleRentalDeposit: route('POST', '/admin/tool-rentals/:id/deposit', { offline: 'refund' }),
  rentalDepositPaidBack: route('POST', '/admin/tool-rentals/:id/deposit/paid-back', { offline: 'refund' }),
  // Without RazorpayX payouts (ADR 068): the waiting payouts in a bank bulk-transfer file, its CSV, the bank's outcome
  listBankFiles: route('GET', '/admin/payouts/bank-files'),
  makeBankFile: route('POST', '/admin/payouts/bank-files', { offline: 'payout' }),
  getBankFileCsv: route('GET', '/admin/payouts/bank-files/:fileId/payouts.csv'),
  settleBankFilePayouts: route('POST', '/admin/payouts/bank-files/:fileId/outcome', { offline: 'payout' }),
} as const;

export type ApiRouteName = keyof typeof apiRoutes;
