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
  'sessions.user_id',
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
] as const;

/** Columns whose name looks personal but that hold nothing about a person (the catalogue, invoice numbering). */
export const NOT_PERSONAL_COLUMNS = [
  'services.name',
  'booking_services.name',
  'tools.name',
  'tools.image',
  'tools.pickup_location',
  'invoices.number',
  'bookings.invoice_number',
] as const;

/** What a column name that may be about a person looks like; such a column must be in one of the lists above. */
export const PERSONAL_LOOKING_COLUMN =
  /(^|_)(name|email|phone|mobile|location|address|latitude|longitude|lat_deg|lng_deg|photo|image|document|number|comments|suggestions|message|reason|requested_from|ip|data|user_id|customer_id|provider_id|uploaded_by|actor_id|response_body|birth|gender|aadhaar|aadhar|pan)$|(^|_)(document|photo|image)_/;
