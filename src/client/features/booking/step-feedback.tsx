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
import { missingRatings, NO_RATINGS, pickedRatings, type FeedbackRatings } from './feedback-form';

const RATINGS: { key: FeedbackRating; label: string }[] = [
  { key: 'overallRating', label: 'Overall experience' },
  { key: 'punctualityRating', label: 'Punctuality' },
  { key: 'qualityRating', label: 'Quality of work' },
  { key: 'professionalismRating', label: 'Professionalism' },
  { key: 'cleanlinessRating', label: 'Cleanliness' },
];

export function FeedbackStep({ booking, onBookAnother }: { booking: Booking; onBookAnother: () => void }) {
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
        Job completed. You paid <strong className="text-slate-900">{formatAmount(booking.totalAmount)}</strong> incl. GST.
      </p>
      <Link to={`/tax-invoice?booking=${encodeURIComponent(booking.id)}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
        Tax invoice {booking.invoiceNumber}
      </Link>
    </Card>
  ) : null;

  if (booking.feedback) {
    return (
      <div className="grid gap-4">
        {invoice}
        <Card className="p-6 text-center" data-testid="feedback-done">
          <h3 className="text-lg font-semibold text-slate-900">Thank you for your feedback!</h3>
          <p className="mt-2 text-slate-700">
            You rated this service {booking.feedback.overallRating}/5 ({ratingLabel(booking.feedback.overallRating)}).
          </p>
          <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to="/customer-history" className={buttonClasses({ variant: 'outline' })}>
              View My History
            </Link>
            <Button onClick={onBookAnother}>Book Another Service</Button>
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
      <Card>
        <CardHeader>
          <CardTitle as="h3">Rate your service{booking.provider ? ` with ${booking.provider.name}` : ''}</CardTitle>
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
                  label={r.label}
                  value={ratings[r.key]}
                  error={missing[r.key]}
                  onChange={(value) => setRatings((prev) => ({ ...prev, [r.key]: value }))}
                />
              ))}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="feedback-comments">Comments</Label>
              <Textarea id="feedback-comments" value={comments} onChange={(e) => setComments(e.target.value)} placeholder="How was the service?" maxLength={2000} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="feedback-suggestions">Suggestions</Label>
              <Textarea id="feedback-suggestions" value={suggestions} onChange={(e) => setSuggestions(e.target.value)} placeholder="Anything we could do better?" maxLength={2000} />
            </div>
            <Button type="submit" disabled={pending || !booking.selectedProviderId}>
              {pending ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
