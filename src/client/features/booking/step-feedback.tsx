import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import type { FeedbackRating } from '../../../shared/schemas/feedback';
import { submitFeedback } from '../../data/mutations/booking-mutations';
import { useDirtyForm } from '../../components/dirty-forms';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { RatingInput, ratingLabel } from './rating-input';
import { CallProvider } from './call-provider';
import { missingRatings, NO_RATINGS, pickedRatings, type FeedbackRatings } from './feedback-form';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';

const RATINGS: { key: FeedbackRating; label: MessageId }[] = [
  { key: 'overallRating', label: 'booking.feedback.overall' },
  { key: 'punctualityRating', label: 'booking.feedback.punctuality' },
  { key: 'qualityRating', label: 'booking.feedback.quality' },
  { key: 'professionalismRating', label: 'booking.feedback.professionalism' },
  { key: 'cleanlinessRating', label: 'booking.feedback.cleanliness' },
];

export function FeedbackStep({ booking, onBookAnother }: { booking: Booking; onBookAnother: () => void }) {
  const t = useT('booking');
  const [ratings, setRatings] = useState<FeedbackRatings>(NO_RATINGS);
  // Each missing rating's message, shown once Submit was pressed and kept until that star is picked.
  const [tried, setTried] = useState(false);
  const missing = tried ? missingRatings(ratings) : {};
  const [comments, setComments] = useState('');
  const [suggestions, setSuggestions] = useState('');
  const [pending, setPending] = useState(false);
  const touched = comments.trim() !== '' || suggestions.trim() !== '' || Object.values(ratings).some((r) => r !== null);
  useDirtyForm('booking-feedback', !booking.feedback && touched);

  const invoice = booking.invoiceNumber ? (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="completed-invoice">
      <p className="text-sm text-slate-700">
        {booking.payment.status === 'due'
          ? t('booking.feedback.due', { total: formatAmount(booking.totalAmount), provider: booking.provider?.name ?? t('booking.progress.yourProvider') })
          : t('booking.feedback.paid', { total: formatAmount(booking.totalAmount) })}
      </p>
      <Link to={`/tax-invoice?booking=${encodeURIComponent(booking.id)}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
        {t('booking.feedback.invoice', { number: booking.invoiceNumber })}
      </Link>
    </Card>
  ) : null;

  if (booking.feedback) {
    return (
      <div className="grid gap-4">
        {invoice}
        <Card className="p-6 text-center" data-testid="feedback-done">
          <h3 className="text-lg font-semibold text-slate-900">{t('booking.feedback.thanks')}</h3>
          <p className="mt-2 text-slate-700">
            {t('booking.feedback.rated', { rating: booking.feedback.overallRating, word: t(ratingLabel(booking.feedback.overallRating)) })}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to="/customer-history" className={buttonClasses({ variant: 'outline' })}>
              {t('booking.feedback.history')}
            </Link>
            <Button onClick={onBookAnother}>{t('booking.closed.again')}</Button>
          </div>
        </Card>
      </div>
    );
  }

  async function submit() {
    if (!booking.selectedProviderId) return;
    setTried(true);
    const picked = pickedRatings(ratings);
    if (!picked) {
      // The first rating still to pick takes the focus, so its message is read and it can be chosen at once.
      const first = Object.keys(missingRatings(ratings))[0];
      document.querySelector<HTMLElement>(`[aria-labelledby="${first}-label"] [tabindex="0"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      await submitFeedback({
        bookingId: booking.id,
        customerId: booking.customerId,
        providerId: booking.selectedProviderId,
        ...picked,
        comments: comments.trim() || null,
        suggestions: suggestions.trim() || null,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-4">
      {invoice}
      {/* After photos bring the customer here before the provider marks the job complete: until then they can still call. */}
      {booking.status !== 'completed' && booking.provider?.phone ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900" data-testid="feedback-in-progress">
          <p className="font-semibold">{t('booking.progress.working', { provider: booking.provider.name })}</p>
          <CallProvider booking={booking} className="mt-2" />
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h3">{booking.provider ? t('booking.feedback.titleWith', { provider: booking.provider.name }) : t('booking.feedback.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="grid gap-3">
              {RATINGS.map((r) => (
                <RatingInput
                  key={r.key}
                  name={r.key}
                  label={t(r.label)}
                  value={ratings[r.key]}
                  error={missing[r.key]}
                  onChange={(value) => setRatings((prev) => ({ ...prev, [r.key]: value }))}
                />
              ))}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="feedback-comments">{t('booking.feedback.comments')}</Label>
              <Textarea id="feedback-comments" value={comments} onChange={(e) => setComments(e.target.value)} placeholder={t('booking.feedback.commentsPlaceholder')} maxLength={2000} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="feedback-suggestions">{t('booking.feedback.suggestions')}</Label>
              <Textarea id="feedback-suggestions" value={suggestions} onChange={(e) => setSuggestions(e.target.value)} placeholder={t('booking.feedback.suggestionsPlaceholder')} maxLength={2000} />
            </div>
            <Button type="submit" disabled={pending || !booking.selectedProviderId}>
              {t(pending ? 'booking.feedback.submitting' : 'booking.feedback.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
