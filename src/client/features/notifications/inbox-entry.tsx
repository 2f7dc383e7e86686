import { Link } from 'react-router-dom';
import { notificationWords } from '../../../shared/notifications/messages';
import type { Notification } from '../../../shared/schemas/notification';
import { cn } from '../../components/ui/cn';
import { markNotificationRead } from '../../data/mutations/notification-mutations';
import { useLocale, useT } from '../../i18n/use-t';
import { LOCALE_TAGS } from '../../i18n/locales';
import { fullTime, relativeTime } from './relative-time';

/** One entry: its words in the person's language, when, unread or not; a tap marks it read and opens its screen. */
export function InboxEntry({ entry, now }: { entry: Notification; now: Date }) {
  const t = useT('inbox');
  const tag = LOCALE_TAGS[useLocale()];
  const { title, body } = notificationWords(entry.event, entry.params, tag);
  const unread = entry.readAt === null;
  return (
    <li>
      <Link
        to={entry.link}
        onClick={() => {
          if (unread) void markNotificationRead(entry);
        }}
        data-testid="inbox-entry"
        data-unread={unread || undefined}
        className={cn(
          'flex gap-3 rounded-xl border p-4 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          unread ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-white',
        )}
      >
        <span aria-hidden="true" className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', unread ? 'bg-brand-700' : 'bg-transparent')} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className={cn('text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
              {unread ? <span className="sr-only">{t('inbox.unread')}: </span> : null}
              {title}
            </span>
            <time dateTime={entry.createdAt} title={fullTime(entry.createdAt, tag)} className="shrink-0 text-xs text-slate-500">
              {relativeTime(entry.createdAt, now, tag)}
            </time>
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">{body}</span>
        </span>
      </Link>
    </li>
  );
}
