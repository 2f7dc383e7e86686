import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookingServices, feedback, photos, providerProfiles, users } from '../../db/schema';
import type { BookingEmbeds, BookingServiceRow, FeedbackRow, PhotoProofRow } from './booking-mapper';

/**
 * A booking's embeds as correlated sub-selects of the statement that reads its row, so one
 * statement answers a whole page of bookings (hydrateBookings needs four more). `id`,
 * `customerId` and `providerId` are the booking columns of the outer query.
 *
 * Each sub-select is wrapped in one more `sql` layer: in a select from one table (or subquery)
 * Drizzle writes the columns at the top level of a selected expression without their table, and
 * unqualified `"id"` inside `from "feedback"` or `from "photos"` would name that table's own id,
 * not the booking's.
 */
export function embedColumns(ref: { id: AnyPgColumn | SQL; customerId: AnyPgColumn | SQL; selectedProviderId: AnyPgColumn | SQL }) {
  const s = bookingServices;
  const f = feedback;
  const p = photos;
  const qualified = <T>(query: SQL<T>) => sql<T>`${query}`;
  return {
    embedLines: qualified(sql<BookingServiceRow[]>`(select coalesce(json_agg(json_build_object(
        'bookingId', ${s.bookingId}, 'serviceId', ${s.serviceId}, 'kind', ${s.kind}, 'name', ${s.name}, 'nameKn', ${s.nameKn}, 'nameHi', ${s.nameHi},
        'basePricePaise', ${s.basePricePaise}, 'pricePaise', ${s.pricePaise}, 'position', ${s.position}
      ) order by ${s.position}), '[]'::json) from ${s} where ${s.bookingId} = ${ref.id})`),
    embedCustomerName: qualified(sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${ref.customerId})`),
    embedCustomerPhone: qualified(sql<string | null>`(select ${users.phone} from ${users} where ${users.id} = ${ref.customerId})`),
    embedProvider: qualified(sql<EmbeddedProvider | null>`(select json_build_object(
        'name', ${users.name}, 'phone', ${users.phone}, 'ratingTenths', ${providerProfiles.ratingTenths}, 'hasProfile', ${providerProfiles.userId} is not null
      ) from ${users} left join ${providerProfiles} on ${providerProfiles.userId} = ${users.id} where ${users.id} = ${ref.selectedProviderId})`),
    embedFeedback: qualified(sql<WireDates<FeedbackRow> | null>`(select json_build_object(
        'id', ${f.id}, 'bookingId', ${f.bookingId}, 'customerId', ${f.customerId}, 'providerId', ${f.providerId},
        'overallRating', ${f.overallRating}, 'punctualityRating', ${f.punctualityRating}, 'qualityRating', ${f.qualityRating},
        'professionalismRating', ${f.professionalismRating}, 'cleanlinessRating', ${f.cleanlinessRating},
        'comments', ${f.comments}, 'suggestions', ${f.suggestions}, 'createdAt', ${f.createdAt}
      ) from ${f} where ${f.bookingId} = ${ref.id})`),
    embedPhotos: qualified(sql<WireDates<PhotoProofRow>[]>`(select coalesce(json_agg(json_build_object(
        'id', ${p.id}, 'type', ${p.type}, 'createdAt', ${p.createdAt}, 'capturedAt', ${p.capturedAt}, 'distanceMeters', ${p.distanceMeters}
      ) order by ${p.createdAt}, ${p.id}), '[]'::json) from ${p} where ${p.bookingId} = ${ref.id})`),
  };
}

type EmbeddedProvider = { name: string; phone: string | null; ratingTenths: number | null; hasProfile: boolean };
/** A row read through JSON: its timestamps arrive as ISO strings. */
type WireDates<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** What embedColumns read, as toBooking takes it. */
export function embedsOf(row: {
  embedLines: BookingServiceRow[];
  embedCustomerName: string | null;
  embedCustomerPhone: string | null;
  embedProvider: EmbeddedProvider | null;
  embedFeedback: WireDates<FeedbackRow> | null;
  embedPhotos: WireDates<PhotoProofRow>[];
}): BookingEmbeds {
  const f = row.embedFeedback;
  return {
    lines: row.embedLines,
    customerName: row.embedCustomerName ?? '',
    customerPhone: row.embedCustomerPhone,
    provider: row.embedProvider,
    feedback: f ? { ...f, createdAt: new Date(f.createdAt) } : null,
    photos: row.embedPhotos.map((p) => ({ ...p, createdAt: new Date(p.createdAt), capturedAt: p.capturedAt === null ? null : new Date(p.capturedAt) })),
  };
}
