import { NavLink } from 'react-router-dom';
import type { UserType } from '../../shared/schemas/common';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { useUnreadCount } from '../data/hooks/use-notifications';
import { useSyncJobsOnceStarted } from '../data/hooks/use-sync-jobs-once-started';
import { useT } from '../i18n/use-t';

/** Who is told anything (shared/notifications/events.ts): the bell shows for them only. */
export const hasInbox = (role: UserType | undefined): boolean => role === 'customer' || role === 'provider';

/**
 * The header's bell: the inbox on this device and how much of it is unread. Its pull runs on
 * every screen (every 30 s, and at once when a push arrives), so the count is current wherever
 * the person is; offline it shows what the device holds.
 */
export function NotificationBell() {
  const t = useT();
  useSyncJobsOnceStarted(['notifications']);
  const unread = useUnreadCount() ?? 0;
  // The label says what the badge shows ("9+" beyond nine), so the name read out matches the text seen.
  const shown = unread > 9 ? '9+' : String(unread);
  const label = unread > 0 ? t('chrome.bell.unread', { count: shown }) : t('chrome.bell.label');
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={({ isActive }) => cn(buttonClasses({ variant: isActive ? 'secondary' : 'ghost', size: 'sm', className: 'relative h-10 w-10 shrink-0 px-0' }))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute right-0.5 top-0.5 min-w-[1.15rem] rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-bold leading-[1.15rem] text-white">
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
