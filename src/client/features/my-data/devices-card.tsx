import { splitDevice, UNKNOWN_BROWSER } from '../../../shared/domain/device-summary';
import { useEffect, useState } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import type { MySession } from '../../../shared/schemas/my-sessions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { loadMySessions, signOutOtherDevices } from '../../data/mutations/account';
import { useT } from '../../i18n/use-t';

type Read = { state: 'loading' } | { state: 'offline' } | { state: 'ready'; sessions: MySession[] };

/** "Signed-in devices": each session's device and last use, and "Sign out other devices" (docs/privacy.md). */
export function DevicesCard() {
  const t = useT('privacy');
  const deviceText = (device: string | null) => {
    if (device === null || device === UNKNOWN_BROWSER) return t('privacy.devices.unknown');
    const parts = splitDevice(device);
    return parts ? t('privacy.devices.browserOn', parts) : device;
  };
  const [read, setRead] = useState<Read>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void loadMySessions().then((r) => {
      if (live) setRead(r.status === 'ok' ? { state: 'ready', sessions: r.value } : { state: 'offline' });
    });
    return () => {
      live = false;
    };
  }, []);

  async function signOutOthers() {
    setBusy(true);
    try {
      const result = await signOutOtherDevices();
      if (result.status === 'ok') {
        setRead({ state: 'ready', sessions: result.value });
        toast({ title: t('privacy.devices.signedOut') });
      } else {
        toast({ title: t('privacy.devices.failed'), description: result.status === 'offline' ? t('privacy.needsConnection') : result.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const others = read.state === 'ready' ? read.sessions.filter((s) => !s.current).length : 0;
  return (
    <TitledCard title={t('privacy.devices.title')} as="h2">
      <p className="text-sm text-slate-700">{t('privacy.devices.body')}</p>
      {read.state === 'loading' ? null : read.state === 'offline' ? (
        <p className="mt-3 text-sm text-slate-600">{t('privacy.devices.offline')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="my-devices">
          {read.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
              <span className="font-medium text-slate-900">
                {deviceText(s.device)}
                {s.current ? (
                  <Badge variant="success" className="ml-2 align-middle">
                    {t('privacy.devices.thisDevice')}
                  </Badge>
                ) : null}
              </span>
              <span className="text-xs text-slate-600">{t('privacy.devices.lastSeen', { at: formatIstDateTime(s.lastSeenAt) })}</span>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-4" variant="outline" disabled={busy || others === 0} onClick={() => void signOutOthers()}>
        {t('privacy.devices.signOutOthers')}
      </Button>
    </TitledCard>
  );
}
