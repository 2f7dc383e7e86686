-- ADR 055: a booking's slot is one field on the wire, scheduledTime in IST with its offset
-- ('2026-11-29T09:00:00+05:30'); timeSlot is gone. Answers stored for Idempotency-Keys before this
-- carry the old shape (scheduledTime in UTC and timeSlot), and a device replaying such a write gets
-- that stored answer: rewritten here to the new shape, so the replay answers as a new write would.
-- Bookings are stored answers themselves (create, cancel, start, complete, photos, release) or
-- inside accept-bid's { bid, booking }.
UPDATE "idempotency_keys"
SET "response_body" = ("response_body" - 'timeSlot') || jsonb_build_object(
  'scheduledTime',
  to_char((("response_body" ->> 'scheduledTime')::timestamptz AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD"T"HH24:MI:SS')
    || CASE WHEN mod(date_part('milliseconds', ("response_body" ->> 'scheduledTime')::timestamptz)::numeric, 1000) = 0 THEN ''
       ELSE to_char(("response_body" ->> 'scheduledTime')::timestamptz, '.MS') END
    || '+05:30')
WHERE jsonb_typeof("response_body") = 'object'
  AND ("response_body" -> 'timeSlot') IS NOT NULL
  AND jsonb_typeof("response_body" -> 'scheduledTime') = 'string';
--> statement-breakpoint
UPDATE "idempotency_keys"
SET "response_body" = jsonb_set("response_body", '{booking}', (("response_body" -> 'booking') - 'timeSlot') || jsonb_build_object(
  'scheduledTime',
  to_char((("response_body" #>> '{booking,scheduledTime}')::timestamptz AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD"T"HH24:MI:SS')
    || CASE WHEN mod(date_part('milliseconds', ("response_body" #>> '{booking,scheduledTime}')::timestamptz)::numeric, 1000) = 0 THEN ''
       ELSE to_char(("response_body" #>> '{booking,scheduledTime}')::timestamptz, '.MS') END
    || '+05:30'))
WHERE jsonb_typeof("response_body") = 'object'
  AND jsonb_typeof("response_body" -> 'booking') = 'object'
  AND ("response_body" -> 'booking' -> 'timeSlot') IS NOT NULL
  AND jsonb_typeof("response_body" -> 'booking' -> 'scheduledTime') = 'string';
