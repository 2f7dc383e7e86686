// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { CompleteJobDialog } from './complete-job-dialog';

const booking = { id: 'b-1', totalAmount: '708.00' } as Booking;

describe('CompleteJobDialog', () => {
  afterEach(() => cleanup());

  it('completes nothing on one tap: it asks, and completes once on Yes', () => {
    const onConfirm = vi.fn();
    render(<CompleteJobDialog booking={booking} disabled={false} describedBy={undefined} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this job complete?' });
    expect(dialog.textContent).toContain(`tax invoice for ${formatAmount('708.00')}`);
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, mark complete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed while completing is blocked, and names why', () => {
    render(<CompleteJobDialog booking={booking} disabled describedBy="why" onConfirm={() => {}} />);
    const button = screen.getByRole('button', { name: 'Mark Complete' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('why');
  });
});
