import { useState } from 'react';
import { formatRupees, toPaise, formatAmount } from '../../../shared/pricing/money';
import { formatDuration } from '../../../shared/domain/time';
import type { Bid } from '../../../shared/schemas/bid';
import { PriceLines } from '../../components/price-lines';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../components/ui/cn';
import { InitialsAvatar } from '../../components/initials-avatar';
import { ProviderRecord } from '../../components/provider-record';
import { useT } from '../../i18n/use-t';

interface Props {
  bid: Bid;
  bestValue: boolean;
  accepting: boolean;
  disabled: boolean;
  /** After an emergency release: the total the customer had agreed to. */
  agreedTotal: string | null;
  onAccept: () => void;
}

/** How the bid's total compares with the agreed price: paise more (positive) or less. */
function differenceFromAgreed(bid: Bid, agreedTotal: string | null): number | null {
  return agreedTotal === null ? null : toPaise(bid.totalAmount) - toPaise(agreedTotal);
}

export function BidCard({ bid, bestValue, accepting, disabled, agreedTotal, onAccept }: Props) {
  const t = useT('booking');
  const total = formatAmount(bid.totalAmount);
  const name = bid.provider.name;
  const difference = differenceFromAgreed(bid, agreedTotal);
  const higher = difference !== null && difference > 0;
  // Accepting assigns the provider and fixes the price: it is asked for in a dialog, never on one tap.
  const [confirming, setConfirming] = useState(false);

  return (
    <Card className={cn('relative p-5', bestValue && 'border-2 border-accent-500')} data-testid="bid-card">
      {bestValue ? (
        <Badge variant="success" className="absolute -top-3 left-4 border border-green-300">
          {t('booking.bid.best')}
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
            <ProviderRecord figures={bid.providerProfile} />
            <p className="mt-1 text-sm text-slate-700" data-testid="bid-duration">
              {t('booking.bid.duration', { duration: formatDuration(bid.estimatedDuration) })}
            </p>
            {bid.message ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm italic text-slate-700">“{bid.message}”</p> : null}
          </div>
        </div>
        <div className="flex flex-row items-end justify-between gap-3 sm:flex-col sm:items-end">
          <div className="sm:text-right">
            <p className="text-2xl font-bold text-slate-900" data-testid="bid-total">
              {total}
            </p>
            <p className="text-xs text-slate-600">{t('booking.bid.inclGst')}</p>
            {difference !== null ? (
              <p className={cn('mt-1 text-xs font-medium', higher ? 'text-orange-800' : 'text-green-800')} data-testid="bid-vs-agreed">
                {higher
                  ? t('booking.bid.more', { amount: formatRupees(difference) })
                  : difference === 0
                    ? t('booking.bid.same')
                    : t('booking.bid.less', { amount: formatRupees(-difference) })}
              </p>
            ) : null}
          </div>
          <Button onClick={() => setConfirming(true)} disabled={disabled} aria-label={t('booking.bid.acceptLabel', { name, total })} aria-haspopup="dialog">
            {t(accepting ? 'booking.bid.accepting' : 'booking.bid.accept')}
          </Button>
        </div>
      </div>
      <details className="mt-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">{t('booking.bid.breakdown')}</summary>
        <PriceLines className="mt-2" price={{ ...bid, servicePrice: bid.bidAmount }} />
      </details>
      <Dialog open={confirming} onOpenChange={(open) => setConfirming(open && !accepting)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('booking.bid.confirmTitle', { name })}</DialogTitle>
            <DialogDescription>
              {t('booking.bid.confirmBody', { name, total })}
            </DialogDescription>
          </DialogHeader>
          {higher ? (
            <p className="rounded-lg border border-orange-300 bg-orange-50 p-3 text-sm text-orange-950" data-testid="accept-above-agreed">
              {t('booking.bid.aboveAgreed', { amount: formatRupees(difference ?? 0), agreed: formatAmount(agreedTotal ?? '0') })}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('booking.bid.keepLooking')}</Button>
            </DialogClose>
            <Button
              disabled={disabled}
              onClick={() => {
                setConfirming(false);
                onAccept();
              }}
            >
              {t('booking.bid.acceptPay', { total })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
