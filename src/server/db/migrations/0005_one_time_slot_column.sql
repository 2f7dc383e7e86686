-- A booking's slot is kept once, in scheduled_time; time_slot held the same instant as text and the
-- API's timeSlot is now written from scheduled_time (in IST, '2026-11-22T08:00:00+05:30').
ALTER TABLE "bookings" DROP COLUMN "time_slot";
