import { Suspense } from 'react';
import { Button } from '../components/ui/button';
import { useInBrowser } from '../components/use-in-browser';
import { useT, type Translate } from '../i18n/use-t';
import { turnOnPush, usePushState, type PushState } from './push-subscription';

/**
 * Offers alerts where they make sense (a provider's jobs, a customer's bids), never on first load:
 * the browser asks for permission only after this button is tapped. On an iPhone that has not
 * added the app to the home screen, says how to first.
 */
export function PushOptIn({ audience }: { audience: 'provider' | 'customer' }) {
  const state = usePushState();
  // A page rendered before the browser could be asked (by the server or at build time) keeps the
  // room of the usual offer, unseen, so the screen does not move when the browser's answer shows.
  // Its words load when it first shows.
  if (!useInBrowser()) {
    return (
      <Suspense fallback={null}>
        <ReservedOffer audience={audience} />
      </Suspense>
    );
  }
  if (state === 'unsupported') return null;
  return (
    <Suspense fallback={null}>
      <PushOptInPanel audience={audience} state={state} />
    </Suspense>
  );
}

function ReservedOffer({ audience }: { audience: 'provider' | 'customer' }) {
  const t = useT('prompts');
  return (
    <div className="invisible" aria-hidden="true">
      <Button size="sm" variant="outline" tabIndex={-1} disabled>
        {offerText(t, audience)}
      </Button>
    </div>
  );
}

const offerText = (t: Translate, audience: 'provider' | 'customer') => t(audience === 'provider' ? 'prompts.push.jobAlerts' : 'prompts.push.bidAlerts');

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
        {offerText(t, audience)}
      </Button>
    </div>
  );
}
