// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';

const submitFeedback = vi.fn(async (_body: unknown) => ({ ok: true }));
vi.mock('../../data/mutations/booking-mutations', () => ({ submitFeedback: (body: unknown) => submitFeedback(body) }));
vi.mock('../../components/dirty-forms', () => ({ useDirtyForm: () => undefined }));
const { FeedbackStep } = await import('./step-feedback');

const booking = {
  id: 'b-1',
  customerId: 'customer-1',
  selectedProviderId: 'provider-3',
  status: 'completed',
  totalAmount: '590.00',
  invoiceNumber: 'GC/26-27/000001',
  payment: { status: 'paid', method: 'online', amount: '590.00', paidAt: '2026-11-29T10:00:00.000Z' },
  feedback: null,
  provider: { name: 'Meena Das' },
} as unknown as Booking;

const GROUPS = ['Overall experience', 'Punctuality', 'Quality of work', 'Professionalism', 'Cleanliness'];

function show(shown: Booking = booking) {
  render(
    <MemoryRouter>
      <FeedbackStep booking={shown} onBookAnother={() => {}} />
    </MemoryRouter>,
  );
}

const pick = (group: string, stars: number) =>
  fireEvent.click(screen.getByRole('radiogroup', { name: group }).querySelector(`[aria-label="${stars} star${stars === 1 ? '' : 's'}"]`)!);

describe('FeedbackStep', () => {
  afterEach(() => {
    cleanup();
    submitFeedback.mockClear();
  });

  it('starts with no star chosen in any rating', () => {
    show();
    for (const group of GROUPS) {
      const radios = screen.getByRole('radiogroup', { name: group }).querySelectorAll('[role="radio"]');
      expect([...radios].map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'false', 'false']);
    }
  });

  it('refuses to submit until every rating is picked, with one message for each missing rating', async () => {
    show();
    pick('Overall experience', 5);
    pick('Quality of work', 4);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' })));
    const messages = (await screen.findAllByRole('alert')).map((m) => m.textContent);
    expect(messages).toEqual([
      'Choose a star rating for punctuality',
      'Choose a star rating for professionalism',
      'Choose a star rating for cleanliness',
    ]);
    expect(submitFeedback).not.toHaveBeenCalled();

    pick('Punctuality', 3);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    pick('Professionalism', 5);
    pick('Cleanliness', 1);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' })));
    expect(submitFeedback).toHaveBeenCalledTimes(1);
    expect(submitFeedback.mock.calls[0][0]).toMatchObject({
      overallRating: 5,
      punctualityRating: 3,
      qualityRating: 4,
      professionalismRating: 5,
      cleanlinessRating: 1,
    });
  });

  it('keeps the call link while the job is in hand (after photos came before completion), and not after', () => {
    show({ ...booking, status: 'in_progress', provider: { name: 'Meena Das', phone: '+919000000005' } } as Booking);
    expect(screen.getByRole('link', { name: 'Call Meena Das · +91 90000 00005' }).getAttribute('href')).toBe('tel:+919000000005');
    cleanup();
    show();
    expect(screen.queryByTestId('progress-call-provider')).toBeNull();
  });

  it('says a completed job is still to pay when it is, and paid only once it is', () => {
    show({ ...booking, payment: { status: 'due', method: null, amount: '590.00', paidAt: null } } as Booking);
    expect(screen.getByTestId('completed-invoice').textContent).toContain(
      'Job completed. ₹590 incl. GST is still to pay: give it to Meena Das in cash or by UPI, or pay online from your history.',
    );
    cleanup();
    show();
    expect(screen.getByTestId('completed-invoice').textContent).toContain('Job completed. You paid ₹590 incl. GST.');
  });
});
