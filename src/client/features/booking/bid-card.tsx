import { formatRupees, toPaise } from '../../../shared/pricing/money';
import { bidCustomerTotalRupees } from '../../../shared/pricing/quote';
import type { Bid } from '../../../shared/schemas/bid';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { InitialsAvatar } from '../../components/initials-avatar';

/** Shown until a provider has feedback of its own (spec: 4.5 and 127). */
export const DEFAULT_RATING = 4.5;
export const DEFAULT_REVIEWS = 127;

interface Props {
  bid: Bid;
  bestValue: boolean;
  accepting: boolean;
  disabled: boolean;
  onAccept: () => void;
}

export function BidCard({ bid, bestValue, accepting, disabled, onAccept }: Props) {
  const rating = bid.providerProfile.rating ?? DEFAULT_RATING;
  const reviews = bid.providerProfile.reviews || DEFAULT_REVIEWS;
  const total = bidCustomerTotalRupees(bid.bidAmount);

  return (
    <Card className={cn('relative p-5', bestValue && 'border-2 border-accent-500')} data-testid="bid-card">
      {bestValue ? (
        <Badge variant="success" className="absolute -top-3 left-4 border border-green-300">
          Best Value
        </Badge>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex flex-1 items-start gap-3">
          {bid.provider.profileImage ? (
            <img src={bid.provider.profileImage} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" loading="lazy" />
          ) : (
            <InitialsAvatar name={bid.provider.name} className="h-14 w-14 bg-brand-100 text-lg font-semibold text-brand-800" />
          )}
          <div className="min-w-0">
            <h4 className="font-semibold text-slate-900">{bid.provider.name}</h4>
            {bid.provider.location ? <p className="text-sm text-slate-600">{bid.provider.location}</p> : null}
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span>
                <span aria-hidden="true" className="text-amber-500">★</span> {rating.toFixed(1)}{' '}
                <span className="text-slate-600">({reviews} review{reviews === 1 ? '' : 's'})</span>
              </span>
              <span>
                {bid.providerProfile.completedJobs} job{bid.providerProfile.completedJobs === 1 ? '' : 's'} completed
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-700">Estimated duration: 2-3 hours</p>
            {bid.message ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm italic text-slate-700">“{bid.message}”</p> : null}
          </div>
        </div>
        <div className="flex flex-row items-end justify-between gap-3 sm:flex-col sm:items-end">
          <div className="sm:text-right">
            <p className="text-2xl font-bold text-slate-900" data-testid="bid-total">
              {formatRupees(total * 100)}
            </p>
            <p className="text-xs text-slate-600">
              Quote {formatRupees(toPaise(bid.bidAmount), { decimals: true })} + 20% platform fee
            </p>
          </div>
          <Button onClick={onAccept} disabled={disabled} aria-label={`Accept bid from ${bid.provider.name}`}>
            {accepting ? 'Accepting...' : 'Accept Bid'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
