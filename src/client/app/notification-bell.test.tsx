// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../shared/schemas/notification';

// The bell's pull is the sync engine's: here only what it shows from the device's copy.
const jobs = vi.fn();
vi.mock('../data/hooks/use-sync-jobs-once-started', () => ({ useSyncJobsOnceStarted: (refs: unknown) => jobs(refs) }));
const { db } = await import('../data/engine/db');
const { NotificationBell, hasInbox } = await import('./notification-bell');

const entry = (id: string, readAt: string | null): Notification => ({
  id, event: 'newBid', params: { service: 'Basic Wash', amount: '450.00' }, link: '/customer-dashboard', bookingId: 'b-1', createdAt: '2030-01-01T08:00:00.000Z', readAt,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => cleanup());

describe('the bell', () => {
  it('links to the inbox, names how many are unread, and follows the device copy', async () => {
    await db.notifications.bulkPut([entry('n1', null), entry('n2', null), entry('n3', '2030-01-01T09:00:00.000Z')]);
    render(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('2');
    expect(jobs).toHaveBeenCalledWith(['notifications']);

    await db.notifications.update('n1', { readAt: '2030-01-01T10:00:00.000Z' });
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await db.notifications.update('n2', { readAt: '2030-01-01T10:00:00.000Z' });
    await waitFor(() => expect(screen.getByRole('link').getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.getByRole('link').textContent).toBe('');
  });

  it('shows 9+ past nine', async () => {
    await db.notifications.bulkPut(Array.from({ length: 12 }, (_, i) => entry(`n${i}`, null)));
    render(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('link', { name: 'Notifications, 9+ unread' })).textContent).toBe('9+');
  });

  it('is for customers and providers only', () => {
    expect([hasInbox('customer'), hasInbox('provider'), hasInbox('admin'), hasInbox(undefined)]).toEqual([true, true, false, false]);
  });
});
