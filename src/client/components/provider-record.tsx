import { useT, type Translate } from '../i18n/use-t';

/** What a customer is told of a provider's record: only what feedback and completed jobs say. */
export interface ProviderRecordFigures {
  /** Mean overall rating, one decimal; null before the first feedback. */
  rating: number | null;
  reviews: number;
  completedJobs: number;
}

/** The rating customers' feedback gave, or null before the first review (never a made-up figure). */
export function ratedBy({ rating, reviews }: Pick<ProviderRecordFigures, 'rating' | 'reviews'>): number | null {
  return rating !== null && reviews > 0 ? rating : null;
}

/**
 * The record in words: "★ 4.5 (2 reviews) · 9 jobs completed", or "New provider" before the
 * first review. Nothing is made up: a provider without feedback has no rating to show.
 */
export function providerRecordParts(t: Translate, { rating, reviews, completedJobs }: ProviderRecordFigures): { rating: string | null; reviews: string | null; jobs: string | null } {
  const rated = ratedBy({ rating, reviews });
  return {
    rating: rated !== null ? rated.toFixed(1) : null,
    reviews: rated ? t('common.record.reviews', { count: reviews }) : null,
    jobs: completedJobs > 0 ? t('common.record.jobs', { count: completedJobs }) : null,
  };
}

export function ProviderRecord({ figures }: { figures: ProviderRecordFigures }) {
  const t = useT('common');
  const parts = providerRecordParts(t, figures);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700" data-testid="provider-record">
      {parts.rating === null ? (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t('common.record.new')}</span>
      ) : (
        <span>
          <span aria-hidden="true" className="text-amber-500">★</span> {parts.rating}{' '}
          <span className="text-slate-600">({parts.reviews})</span>
        </span>
      )}
      {parts.jobs ? <span>{parts.jobs}</span> : null}
    </p>
  );
}
