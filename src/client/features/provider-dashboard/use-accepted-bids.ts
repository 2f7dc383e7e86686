import { useEffect, useRef } from 'react';
import type { Bid } from '../../../shared/schemas/bid';
import type { Booking } from '../../../shared/schemas/booking';
import { toast } from '../../components/ui/toast';
import { refreshJobs } from '../../sync/refresh-bus';
import { jobSubject } from '../../data/mutations/provider-job-mutations';
import { jobText } from '../../components/change-messages';
import { useT } from '../../i18n/use-t';

/**
 * Bookings this provider bid on that have left the open list, or whose bid came back accepted,
 * but that are not yet among its jobs: each was accepted (or went elsewhere) since the last poll.
 */
export function bidsToFollowUp(open: readonly { id: string }[], wasOpen: ReadonlySet<string>, myBids: ReadonlyMap<string, Bid>, assigned: readonly Booking[]): string[] {
  const openIds = new Set(open.map((b) => b.id));
  const mine = new Set(assigned.map((b) => b.id));
  return [...myBids.values()]
    .filter((bid) => !mine.has(bid.bookingId) && (bid.status === 'accepted' || (wasOpen.has(bid.bookingId) && !openIds.has(bid.bookingId))))
    .map((bid) => bid.bookingId);
}

/**
 * A provider learns that a bid was accepted at the next poll of the open jobs (10 s), not at the
 * 30 s refresh of its own jobs: when a job it bid on leaves the open list, its jobs are fetched
 * at once, and a job that newly arrives confirmed for it is announced — only one this screen saw
 * open, so jobs won before (arriving as the device first loads them) are not news.
 */
export function useAcceptedBids(open: readonly { id: string }[] | undefined, myBids: Map<string, Bid> | undefined, assigned: Booking[] | undefined): void {
  const wasOpen = useRef<Set<string>>(new Set());
  const seenOpen = useRef<Set<string>>(new Set());
  const known = useRef<Set<string> | null>(null);
  const t = useT('jobs', 'changes');

  useEffect(() => {
    if (!open || !myBids || !assigned) return;
    if (bidsToFollowUp(open, wasOpen.current, myBids, assigned).length > 0) refreshJobs(['providerBookings']);
    wasOpen.current = new Set(open.map((b) => b.id));
    for (const b of open) seenOpen.current.add(b.id);
  }, [open, myBids, assigned]);

  useEffect(() => {
    if (!assigned || !myBids) return;
    const ids = new Set(assigned.map((b) => b.id));
    if (known.current) {
      for (const job of assigned) {
        if (!known.current.has(job.id) && job.status === 'confirmed' && myBids.has(job.id) && seenOpen.current.has(job.id)) {
          toast({ title: t('jobs.accepted.title'), description: t('jobs.accepted.body', { job: jobText(jobSubject(job)) }) });
        }
      }
    }
    known.current = ids;
  }, [assigned, myBids, t]);
}
