import { Suspense } from 'react';
import { Button } from '../components/ui/button';
import { useT } from '../i18n/use-t';
import { turnOnPush, usePushState, type PushState } from './push-subscription';

/**
 * Offers alerts where they make sense (a provider's jobs, a customer's bids), never on first load:
 * the browser asks for permission only after this button is tapped. On an iPhone that has not
 * added the app to the home screen, says how to first.
 */
export function PushOptIn({ audience }: { audience: 'provider' | 'customer' }) {
  const state = usePushState();
  if (state === 'unsupported') return null;
  // Its words load when it first shows (the page rendered before never shows it).
  return (
    <Suspense fallback={null}>
      <PushOptInPanel audience={audience} state={state} />
    </Suspense>
  );
}

function PushOptInPanel({ audience, state }: { audience: 'provider' | 'customer'; state: Exclude<PushState, 'unsupported'> }) {
  const t = useT('prompts');
  const note = (text: string) => (
    <p className="text-sm text-slate-600" data-testid="push-opt-in">
      {text}
    </p>
  );
  if (state === 'needsInstall') return note(t('prompts.push.needsInstall'));
  if (state === 'denied') return note(t('prompts.push.denied'));
  if (state === 'on') return note(t('prompts.push.on'));
  return (
    <div data-testid="push-opt-in">
      <Button size="sm" variant="outline" disabled={state === 'working'} onClick={() => void turnOnPush()}>
        {audience === 'provider' ? t('prompts.push.jobAlerts') : t('prompts.push.bidAlerts')}
      </Button>
    </div>
  );
}
