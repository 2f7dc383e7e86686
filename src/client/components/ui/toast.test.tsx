// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toaster, dismissToast, getCurrentToast, toast } from './toast';

describe('toast store', () => {
  beforeEach(() => dismissToast());

  it('keeps only the newest toast', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'later', variant: 'destructive' });
    expect(getCurrentToast()).toMatchObject({ title: 'Second', description: 'later', variant: 'destructive' });
  });

  it('ignores dismissal of a toast that was already replaced', () => {
    toast({ title: 'Old' });
    const oldId = getCurrentToast()!.id;
    toast({ title: 'New' });
    dismissToast(oldId);
    expect(getCurrentToast()?.title).toBe('New');
  });
});

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows one toast at a time in a live region and auto-dismisses it', () => {
    render(<Toaster />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => toast({ title: 'Booking Created', description: 'Done' }));
    act(() => toast({ title: 'Bid Placed' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(region.textContent).toContain('Bid Placed');
    expect(region.textContent).not.toContain('Booking Created');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('restarts the timer when a newer toast replaces the old one', () => {
    render(<Toaster />);
    act(() => toast({ title: 'One' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => toast({ title: 'Two' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByTestId('toast').textContent).toContain('Two');
  });

  it('can be dismissed by its button', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Closable' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
