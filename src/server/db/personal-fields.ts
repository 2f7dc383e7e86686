/**
 * Every column of the database schema (schema/) that holds something about a person: who they are
 * (name, phone, email, identity document), where they are (addresses, coordinates), what they
 * wrote, their photos, their sign-in traces, and the columns that tie a row to a person. This list
 * is the one home of that decision; docs/privacy.md has a row for each entry, saying why it is
 * kept, for how long and who reads it (personal-fields.test.ts fails when one is missing, and when
 * a column whose name looks personal is in neither list below).
 *
 * Names are the database's: `table.column`.
 */
export const PERSONAL_COLUMNS = [
  // Accounts and sign-in
  'users.name',
  'users.email',
  'users.phone',
  'users.location',
  'users.profile_image',
  'users.last_active_at',
  'users.inactivity_notice_at',
  'sessions.user_id',
  'sessions.device',
  'sign_in_codes.phone',
  'sign_in_codes.requested_from',
  // Bookings and what happens on them
  'bookings.customer_id',
  'bookings.location',
  'bookings.latitude',
  'bookings.longitude',
  'bookings.lat_deg',
  'bookings.lng_deg',
  'bookings.selected_provider_id',
  'bookings.release_reason',
  'bids.provider_id',
  'bids.message',
  'feedback.customer_id',
  'feedback.provider_id',
  'feedback.comments',
  'feedback.suggestions',
  'photos.data',
  'photos.uploaded_by',
  'photos.capture_latitude',
  'photos.capture_longitude',
  'invoices.document',
  'tool_rentals.customer_id',
  // A rental's deposit settled (ADR 063): the damage reason an administrator wrote, and who settled it
  'tool_rentals.damage_reason',
  'tool_rentals.settled_by',
  'payment_orders.rental_id',
  'refunds.rental_id',
  // Providers
  'provider_profiles.user_id',
  'provider_profiles.base_latitude',
  'provider_profiles.base_longitude',
  'provider_availability.provider_id',
  'provider_verification.provider_id',
  'identity_submissions.provider_id',
  'identity_submissions.document_type',
  'identity_submissions.masked_number',
  'identity_submissions.document_url',
  'identity_submissions.number_hash',
  'identity_photos.provider_id',
  'assessment_attempts.provider_id',
  // Stored answers of writes (ADR 005): a copy of what the write answered its author
  'idempotency_keys.actor_id',
  'idempotency_keys.response_body',
  // The audit trail (ADR 076): who acted, from where, on whom, and what changed (masked)
  'audit_events.actor_id',
  'audit_events.subject',
  'audit_events.ip',
  'audit_events.user_agent',
  'audit_events.before',
  'audit_events.after',
  // What people are told
  'notifications.account_id',
  // Payments (ADR 072): a provider's settlement order names them
  'payment_orders.provider_id',
  // The ledger (ADR 071): an account's lines ('customer:<id>', 'provider:<id>')
  'ledger_entries.account',
  // Refunds (ADR 092): who asked (the customer cancelling, or an administrator) and why
  'refunds.requested_by',
  'refunds.reason',
  // Where a provider is paid (ADR 093)
  'payout_accounts.provider_id',
  'payout_accounts.account_holder',
  'payout_accounts.account_number',
  'payout_accounts.ifsc',
  'payout_accounts.vpa',
  // Payouts to a provider (ADR 102): whom, and who asked (the schedule or an administrator)
  'payouts.provider_id',
  'payouts.requested_by',
  'payouts.failure_reason',
  // A bank bulk-transfer file's copy of whom it pays (ADR 068), and the operator who made the file
  'payouts.beneficiary_name',
  'payouts.beneficiary_account',
  'payouts.beneficiary_ifsc',
  'payout_bank_files.created_by',
  'push_subscriptions.account_id',
  'push_subscriptions.endpoint',
  'notification_preferences.account_id',
  // What a person agreed to, and the copies of their data they took
  'consents.account_id',
  'data_exports.account_id',
  // What a person told the support team (a chat's complaint, a grievance), and the team's answer
  'support_tickets.user_id',
  'support_tickets.message',
  'support_tickets.answer',
] as const;

/** What erasing an account (DELETE /api/me, ADR 079) does to a table's rows of the person. */
export type Erasure =
  /** The rows are deleted. */
  | 'deleted'
  /** The rows stay, their personal columns emptied. */
  | 'emptied'
  /** The rows stay as they are, tied to the emptied account (the law, or another person's record); the reason is in docs/privacy.md. */
  | 'kept';

/**
 * Every table holding a personal column above: which file of the download (GET /api/me/export)
 * carries the person's rows, and what erasing the account does to them. A table added to the
 * columns above without a line here fails personal-fields.test.ts; the privacy tests check that
 * the download holds each file and that erasure leaves no name or number in any table.
 */
export const PERSONAL_TABLES = {
  users: { exported: 'profile.json', erased: 'emptied' },
  sessions: { exported: 'sessions.json', erased: 'deleted' },
  sign_in_codes: { exported: null, erased: 'deleted' },
  bookings: { exported: 'bookings.json', erased: 'emptied' },
  bids: { exported: 'bids.json', erased: 'emptied' },
  feedback: { exported: 'feedback.json', erased: 'kept' },
  photos: { exported: 'photos.json', erased: 'deleted' },
  invoices: { exported: 'invoices.json', erased: 'kept' },
  tool_rentals: { exported: 'tool-rentals.json', erased: 'kept' },
  provider_profiles: { exported: 'profile.json', erased: 'emptied' },
  provider_availability: { exported: 'profile.json', erased: 'deleted' },
  provider_verification: { exported: 'profile.json', erased: 'deleted' },
  identity_submissions: { exported: 'identity.json', erased: 'deleted' },
  identity_photos: { exported: 'identity.json', erased: 'deleted' },
  assessment_attempts: { exported: 'profile.json', erased: 'deleted' },
  idempotency_keys: { exported: null, erased: 'deleted' },
  notifications: { exported: 'notifications.json', erased: 'deleted' },
  push_subscriptions: { exported: 'push-subscriptions.json', erased: 'deleted' },
  notification_preferences: { exported: 'notifications.json', erased: 'deleted' },
  consents: { exported: 'consents.json', erased: 'deleted' },
  data_exports: { exported: 'consents.json', erased: 'deleted' },
  // Append-only by design (ADR 076: a trigger refuses changes); phones in it are masked. The rows
  // the person made (their sign-ins and sign-outs) are in their copy.
  audit_events: { exported: 'audit.json', erased: 'kept' },
  support_tickets: { exported: 'support-tickets.json', erased: 'deleted' },
  // Money records, kept like the tax invoices (ADR 071, 072), under the emptied account's id.
  payment_orders: { exported: 'ledger.json', erased: 'kept' },
  ledger_entries: { exported: 'ledger.json', erased: 'kept' },
  refunds: { exported: 'ledger.json', erased: 'kept' },
  payout_accounts: { exported: 'ledger.json', erased: 'deleted' },
  payouts: { exported: 'ledger.json', erased: 'kept' },
  // Which operator made a bank file: a money record, read by operators only.
  payout_bank_files: { exported: null, erased: 'kept' },
} as const satisfies Record<string, { exported: string | null; erased: Erasure }>;

export type PersonalTable = keyof typeof PERSONAL_TABLES;

/** Columns whose name looks personal but that hold nothing about a person (the catalogue, invoice numbering). */
export const NOT_PERSONAL_COLUMNS = [
  'services.name',
  'booking_services.name',
  'tools.name',
  'tools.image',
  'tools.pickup_location',
  'invoices.number',
  'bookings.invoice_number',
  // Why a payment was flagged, in the system's own words (an amount, a method)
  'payment_flags.reason',
] as const;

/** What a column name that may be about a person looks like; such a column must be in one of the lists above. */
export const PERSONAL_LOOKING_COLUMN =
  /(^|_)(name|email|phone|mobile|location|address|latitude|longitude|lat_deg|lng_deg|photo|image|document|number|comments|suggestions|message|reason|requested_from|ip|data|user_id|customer_id|provider_id|uploaded_by|actor_id|response_body|birth|gender|aadhaar|aadhar|pan)$|(^|_)(document|photo|image)_/;
