import { useEffect, useState } from 'react';
import { formatIstDate } from '../../../shared/domain/time';
import { TitledCard } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { myConsents, saveMyConsents } from '../../data/mutations/account';
import type { ConsentState } from '../../../shared/schemas/privacy';
import { Switch } from '../../components/ui/switch';
import { useT } from '../../i18n/use-t';
import { refusalText } from './refusal-text';

export function ChoicesCard() {
  const t = useT('privacy');
  const [states, setStates] = useState<ConsentState[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void myConsents().then((result) => live && result.status === 'ok' && setStates(result.value));
    return () => {
      live = false;
    };
  }, []);
  const granted = (purpose: ConsentState['purpose']) => states?.find((c) => c.purpose === purpose)?.granted ?? false;
  const notice = states?.find((c) => c.purpose === 'notice');
  async function toggle(purpose: 'notifications' | 'marketing', on: boolean) {
    setBusy(true);
    try {
      const result = await saveMyConsents({ [purpose]: on });
      if (result.status === 'ok') {
        setStates(result.value);
        toast({ title: t('privacy.consentSaved') });
      } else {
        toast({ title: t('privacy.consentFailed'), description: refusalText(result, t('privacy.needsConnection')) ?? undefined, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <TitledCard title={t('privacy.choicesTitle')} as="h2">
      <p className="text-sm text-slate-700">{t('privacy.choicesBody')}</p>
      <div className="mt-4 grid gap-4">
        {(['notifications', 'marketing'] as const).map((purpose) => (
          <div key={purpose} className="flex items-start justify-between gap-4">
            <div>
              <label htmlFor={`consent-${purpose}`} className="text-sm font-medium text-slate-900">
                {t(purpose === 'notifications' ? 'privacy.consentNotifications' : 'privacy.consentMarketing')}
              </label>
              {purpose === 'notifications' ? <p className="text-sm text-slate-600">{t('privacy.consentNotificationsHint')}</p> : null}
            </div>
            <Switch id={`consent-${purpose}`} checked={granted(purpose)} disabled={busy || !states} onCheckedChange={(on) => void toggle(purpose, on)} />
          </div>
        ))}
      </div>
      {notice?.recordedAt ? <p className="mt-4 text-xs text-slate-500">{t('privacy.noticeAgreed', { date: formatIstDate(notice.recordedAt) })}</p> : null}
    </TitledCard>
  );
}
