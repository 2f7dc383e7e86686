import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { OPEN_TO_PROVIDERS, isIn } from '../../shared/domain/booking-machine';
import { distanceKm, matchLocality } from '../../shared/domain/localities';
import { isOverdue } from '../../shared/domain/slot-rules';
import { istIso, istParts } from '../../shared/domain/time';
import { EARTH_RADIUS_KM } from '../../shared/domain/localities';
import { PROVIDER_PROFILE_DEFAULTS } from '../../shared/schemas/provider';
import type { ChangeVersions } from '../changes/change-versions';
import type { Db, DbOrTx } from '../db/database';
import { bookings } from '../db/schema';
import type { AlertWork, EffectQueue } from '../outbox/effect-kind';
import { bookingParams } from './booking-params';
import { tellMany, type Notice } from './notify';

/** A notification id made from what it tells (a UUID's shape): telling the same thing twice writes one entry. */
export function stableId(...parts: (string | number)[]): string {
  const h = crypto.createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** One provider a job concerns, and what they have not yet looked at. */
interface Concerned {
  providerId: string;
  /** Their unread job alerts about other jobs still open and ahead. */
  unread: number;
  /** The latest slot among those jobs (null: none). */
  latestSlot: Date | null;
}

/**
 * The providers a newly open job concerns, in one statement: providers (not erased) whose four
 * onboarding steps are done, whose hours on the slot's day include its hour, who did not release
 * it, and whose base lies within their radius of the job (great-circle, as localities.ts
 * distanceKm). With each, the count of their unread job alerts about other jobs still open and
 * ahead. A provider with no base set is returned with the location their account names, and
 * matched here to that locality's centre, as providerArea does (no SQL form of the matcher).
 */
async function concernedProviders(db: DbOrTx, job: { id: string; lat: number; lng: number; at: Date; releasedBy: readonly string[] }, now: Date): Promise<Concerned[]> {
  const { dayOfWeek, hour } = istParts(job.at);
  const start = `${String(hour).padStart(2, '0')}:00`;
  const open = sql.raw(OPEN_TO_PROVIDERS.map((s) => `'${s}'`).join(', '));
  const rad = (x: ReturnType<typeof sql>) => sql`(${x} * pi() / 180)`;
  const baseLat = sql`(case when pp.base_latitude ~ '^-?[0-9]+(\\.[0-9]+)?$' then pp.base_latitude::float8 end)`;
  const baseLng = sql`(case when pp.base_longitude ~ '^-?[0-9]+(\\.[0-9]+)?$' then pp.base_longitude::float8 end)`;
  const jobLat = sql`${job.lat}::float8`;
  const jobLng = sql`${job.lng}::float8`;
  const km = sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      power(sin(${rad(sql`(${jobLat} - ${baseLat})`)} / 2), 2)
      + cos(${rad(baseLat)}) * cos(${rad(jobLat)}) * power(sin(${rad(sql`(${jobLng} - ${baseLng})`)} / 2), 2)))))`;
  const result = await db.execute(sql`
    with candidates as (
      select u.id, u.location, coalesce(pp.service_radius, ${PROVIDER_PROFILE_DEFAULTS.serviceRadius}) as radius,
             ${baseLat} as lat, ${km} as km
        from users u
        join provider_verification v on v.provider_id = u.id
        join provider_availability a on a.provider_id = u.id and a.day_of_week = ${dayOfWeek}
        left join provider_profiles pp on pp.user_id = u.id
       where u.user_type = 'provider' and u.erased_at is null
         and v.identity_verified and v.video_training_completed and v.etiquette_training_completed and v.assessment_passed
         and a.is_available and a.start_time <= ${start} and ${start} < a.end_time
         and not (${JSON.stringify(job.releasedBy)}::jsonb ? u.id)
    )
    select c.id, c.location, c.radius, c.lat is null as no_base,
           coalesce(seen.unread, 0)::int as unread, seen.latest as latest
      from candidates c
      left join lateral (
        select count(*) as unread, max(b.scheduled_time) as latest
          from notifications n
          join bookings b on b.id = n.booking_id
         where n.account_id = c.id and n.event = 'newJobsNearby' and n.read_at is null
           and n.booking_id <> ${job.id}
           and b.status in (${open}) and b.scheduled_time > ${now.toISOString()}::timestamptz
      ) seen on true
     where (c.lat is not null and c.km <= c.radius)
        or (c.lat is null and c.location is not null)`);
  const rows = (result as unknown as { rows: { id: string; location: string | null; radius: number; no_base: boolean; unread: number; latest: Date | string | null }[] }).rows;
  return rows
    .filter((r) => {
      if (!r.no_base) return true;
      const centre = r.location ? matchLocality(r.location) : null;
      return centre !== null && distanceKm(centre, { lat: job.lat, lng: job.lng }) <= Number(r.radius);
    })
    .map((r) => ({ providerId: r.id, unread: Number(r.unread), latestSlot: r.latest === null ? null : new Date(r.latest) }));
}

/**
 * The alerts worked out after commit (ADR 086): new jobs near providers, and "starts in 1 hour".
 * Each runs in a transaction of its own that moves the inboxes it writes (their pulls see the
 * entries) and records their pushes and SMS in the outbox.
 */
export class Alerts implements AlertWork {
  constructor(
    private readonly db: Db,
    private readonly versions: Pick<ChangeVersions, 'transaction'>,
    private readonly outbox: EffectQueue,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Tells each provider a job concerns: one entry and one push per provider, the push collapsed
   * (Topic) into "N new jobs near you", N being this job and their unread alerts of jobs still
   * open and ahead; it lives until the latest of those slots. An opening no longer current (the
   * job was taken, expired or released again since) tells nobody.
   */
  async newJobOpened(bookingId: string, opening: number): Promise<void> {
    const now = this.clock();
    const current = (job: typeof bookings.$inferSelect | undefined): job is typeof bookings.$inferSelect & { latDeg: number; lngDeg: number } =>
      Boolean(job) &&
      isIn(OPEN_TO_PROVIDERS, job!.status) &&
      !isOverdue(job!.status, job!.scheduledTime, now) &&
      (job!.releasedByProviderIds ?? []).length === opening &&
      job!.latDeg !== null &&
      job!.lngDeg !== null;
    // Matched before the write's transaction: every write waits for the change-order lock it takes,
    // so only the inserts hold it, not the search through every provider.
    const [found] = await this.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!current(found)) return;
    const job = found;
    const concerned = await concernedProviders(this.db, { id: job.id, lat: job.latDeg, lng: job.lngDeg, at: job.scheduledTime, releasedBy: job.releasedByProviderIds ?? [] }, now);
    if (concerned.length === 0) return;
    await this.versions.transaction(
      this.db,
      async (tx) => {
        // Still this opening: taken, cancelled or released again meanwhile, nobody is told.
        const [still] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        if (!current(still)) return [];
        const one = await bookingParams(tx, job);
        const notices: (Notice & { id: string })[] = concerned.map((p) => {
          const count = p.unread + 1;
          const latest = p.latestSlot && p.latestSlot > job.scheduledTime ? p.latestSlot : job.scheduledTime;
          return {
            id: stableId('newJobsNearby', job.id, opening, p.providerId),
            accountId: p.providerId,
            event: 'newJobsNearby',
            params: count === 1 ? { ...one, count } : { count, slot: istIso(latest) },
            bookingId: job.id,
          };
        });
        return tellMany(tx, this.outbox, notices, now);
      },
      (groups) => groups,
    );
  }

  /** Tells provider and customer the slot starts within the hour, if the booking is still confirmed for it. */
  async slotSoon(bookingId: string, slot: string): Promise<void> {
    const now = this.clock();
    await this.versions.transaction(
      this.db,
      async (tx) => {
        const [job] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        const at = new Date(slot);
        if (!job || job.status !== 'confirmed' || !job.selectedProviderId || job.scheduledTime.getTime() !== at.getTime() || at <= now) return [];
        const params = await bookingParams(tx, job);
        return tellMany(
          tx,
          this.outbox,
          [
            { id: stableId('slotSoon', job.id, slot), accountId: job.customerId, event: 'slotSoon', params, bookingId: job.id },
            { id: stableId('jobSoon', job.id, slot, job.selectedProviderId), accountId: job.selectedProviderId, event: 'jobSoon', params, bookingId: job.id },
          ],
          now,
        );
      },
      (groups) => groups,
    );
  }
}
