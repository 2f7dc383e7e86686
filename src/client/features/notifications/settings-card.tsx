import { useId, useState } from 'react';
import { NOTIFICATION_EVENTS, type NotificationEventName } from '../../../shared/notifications/events';
import type { NotificationPreferences } from '../../../shared/schemas/notification';
import type { UserType } from '../../../shared/schemas/common';
import { useDirtyForm } from '../../components/dirty-forms';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { saveNotificationPreferences } from '../../data/mutations/notification-mutations';
import { SINGLETON_KEY } from '../../data/engine/tables';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';
import { eventsOfRole, formOf, preferencesOf, stillInQuietHours, type SettingsForm } from './settings-form';

const EVENT_LABEL: Record<NotificationEventName, MessageId> = {
  newJobsNearby: 'inbox.settings.event.newJobsNearby',
  newBid: 'inbox.settings.event.newBid',
  bidAccepted: 'inbox.settings.event.bidAccepted',
  bidNotChosen: 'inbox.settings.event.bidNotChosen',
  jobSoon: 'inbox.settings.event.jobSoon',
  slotSoon: 'inbox.settings.event.slotSoon',
  jobStarted: 'inbox.settings.event.jobStarted',
  jobCompleted: 'inbox.settings.event.jobCompleted',
  jobReleased: 'inbox.settings.event.jobReleased',
  rentalConfirmed: 'inbox.settings.event.rentalConfirmed',
  identityDecided: 'inbox.settings.event.identityDecided',
  assessmentResult: 'inbox.settings.event.assessmentResult',
  accountInactive: 'inbox.settings.event.accountInactive',
  supportAnswered: 'inbox.settings.event.supportAnswered',
  jobCancelled: 'inbox.settings.event.jobCancelled',
  refundProcessed: 'inbox.settings.event.refundProcessed',
  payoutReturned: 'inbox.settings.event.payoutReturned',
  weeklyStatement: 'inbox.settings.event.weeklyStatement',
};

/** The form: one switch per event of the role, quiet hours on or off with their times, and Save. */
export function SettingsCard({ role, saved }: { role: UserType; saved: NotificationPreferences }) {
  const t = useT('inbox');
  const id = useId();
  const [form, setForm] = useState<SettingsForm>(() => formOf(saved, role));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(saved, role));
  useDirtyForm(`notification-settings${id}`, dirty);
  const checked = preferencesOf(form);
  const problem = tried && !checked.ok ? checked.problem : null;
  const still = stillInQuietHours(role);
  // Saved here and not yet sent (offline): said beside the button until it is.
  const waiting = usePendingKeys('notificationPreferences').has(SINGLETON_KEY);

  async function save() {
    setTried(true);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await saveNotificationPreferences(checked.value);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="rounded-xl border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 className="text-base font-semibold text-slate-900">{t('inbox.settings.events')}</h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {eventsOfRole(role).map((event) => {
          const channel = NOTIFICATION_EVENTS[event];
          return (
            <li key={event} className="flex items-center justify-between gap-4 py-3">
              <Label htmlFor={`${id}-${event}`} className="min-w-0">
                <span className="block">{t(EVENT_LABEL[event])}</span>
                {channel.sms ? <span className="block text-xs font-normal text-slate-500">{t(channel.push ? 'inbox.settings.bySms' : 'inbox.settings.smsOnly')}</span> : null}
              </Label>
              <Switch
                id={`${id}-${event}`}
                checked={form.events[event] !== false}
                onCheckedChange={(on) => setForm((f) => ({ ...f, events: { ...f.events, [event]: on } }))}
              />
            </li>
          );
        })}
      </ul>

      <div className="mt-4 border-t border-slate-200 pt-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-quiet`} className="min-w-0">
            <span className="block text-base font-semibold text-slate-900">{t('inbox.settings.quiet')}</span>
            <span className="block text-sm font-normal text-slate-600">{t('inbox.settings.quietBody')}</span>
          </Label>
          <Switch id={`${id}-quiet`} checked={form.quietOn} onCheckedChange={(on) => setForm((f) => ({ ...f, quietOn: on }))} />
        </div>
        {form.quietOn ? (
          <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-sm">
            {(['start', 'end'] as const).map((edge) => (
              <div key={edge} className="grid gap-1">
                <Label htmlFor={`${id}-${edge}`}>{t(edge === 'start' ? 'inbox.settings.quietFrom' : 'inbox.settings.quietTo')}</Label>
                <Input
                  id={`${id}-${edge}`}
                  type="time"
                  value={form.quiet[edge]}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                  onChange={(e) => setForm((f) => ({ ...f, quiet: { ...f.quiet, [edge]: e.target.value } }))}
                />
              </div>
            ))}
          </div>
        ) : null}
        <FieldError id={`${id}-problem`}>{problem ? t(problem === 'sameTime' ? 'inbox.settings.quietSame' : 'inbox.settings.quietBadTime') : null}</FieldError>
        {form.quietOn && still.length > 0 ? (
          <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p>{t('inbox.settings.stillComes')}</p>
            <ul className="mt-1 list-disc pl-5">
              {still.map((event) => (
                <li key={event}>{t(EVENT_LABEL[event])}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('inbox.settings.saving') : t('inbox.settings.save')}
        </Button>
        {waiting && !dirty ? <p className="text-sm text-slate-600">{t('inbox.settings.waiting')}</p> : null}
      </div>
    </form>
  );
}
