// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../../shared/pricing/money';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { priceToWire } from '../../../shared/pricing/price-model';
import { quoteBid } from '../../../shared/pricing/quote';
import type { Bid } from '../../../shared/schemas/bid';
import { BidCard } from './bid-card';

const { subtotal: _s, ...price } = priceToWire(quoteBid('600.00', DEFAULT_PRICING, { takeover: false }));
const bid = (providerProfile: Bid['providerProfile']): Bid => ({
  id: 'bid-1', bookingId: 'b-1', providerId: 'provider-3', bidAmount: '600.00', ...price, estimatedDuration: 120, message: null,
  status: 'pending', createdAt: '2030-01-01T00:00:00Z', provider: { name: 'Meena Das', profileImage: null, location: 'Jayanagar' },
  providerProfile,
});

function show(b: Bid) {
  render(<BidCard bid={b} bestValue={false} accepting={false} disabled={false} agreedTotal={null} onAccept={() => {}} />);
  return screen.getByTestId('provider-record').textContent;
}

describe('BidCard', () => {
  afterEach(() => cleanup());

  it('shows a provider without feedback or jobs as new, with no rating or counts made up', () => {
    const record = show(bid({ rating: null, reviews: 0, completedJobs: 0 }));
    expect(record).toBe('New provider');
    expect(record).not.toMatch(/★|review|4\.5|127|completed/);
  });

  it("shows a rated provider's own rating, review count and completed jobs", () => {
    expect(show(bid({ rating: 4.5, reviews: 2, completedJobs: 9 }))).toBe('★ 4.5 (2 reviews)9 jobs completed');
    cleanup();
    expect(show(bid({ rating: 5, reviews: 1, completedJobs: 1 }))).toBe('★ 5.0 (1 review)1 job completed');
  });

  it('calls a provider with completed jobs but no review yet new, and counts the jobs', () => {
    expect(show(bid({ rating: null, reviews: 0, completedJobs: 3 }))).toBe('New provider3 jobs completed');
  });
});

describe('accepting a bid', () => {
  afterEach(() => cleanup());

  const open = (agreedTotal: string | null = null) => {
    const onAccept = vi.fn();
    const b = bid({ rating: null, reviews: 0, completedJobs: 0 });
    render(<BidCard bid={b} bestValue={false} accepting={false} disabled={false} agreedTotal={agreedTotal} onAccept={onAccept} />);
    fireEvent.click(screen.getByRole('button', { name: /^Accept bid from Meena Das/ }));
    return { onAccept, total: formatAmount(b.totalAmount) };
  };

  it('asks first: one tap opens a confirmation, and nothing is accepted until it is confirmed', () => {
    const { onAccept, total } = open();
    const dialog = screen.getByRole('dialog', { name: 'Accept Meena Das’s bid?' });
    expect(dialog.textContent).toContain(total);
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep looking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /^Accept bid from Meena Das/ }));
    fireEvent.click(screen.getByRole('button', { name: `Accept and pay ${total}` }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('says how much more than the agreed price a bid is', () => {
    open('500.00');
    expect(screen.getByTestId('accept-above-agreed').textContent).toMatch(/more than your agreed price of ₹500/);
  });
});
