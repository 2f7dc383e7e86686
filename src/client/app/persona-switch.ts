import { switchPersona, type PersonaSwitch } from '../data/engine/persona';
import { toast, type ToastInput } from '../components/ui/toast';
import { loadAreas, t } from '../i18n/i18n';

/** What the user is told about a persona switch (nothing when already acting as that persona). */
export function personaSwitchToast(result: PersonaSwitch): ToastInput | null {
  switch (result.status) {
    case 'switched':
      return { title: t('chrome.account.actingAsName', { name: result.user.name }) };
    case 'already-acting':
      return null;
    case 'changes-waiting':
      return {
        title: t('persona.cannotSwitch'),
        description: t('persona.changesWaiting', { count: result.waiting }),
        variant: 'destructive',
      };
    case 'offline':
      return { title: t('persona.offline'), description: t('persona.needsConnection'), variant: 'destructive' };
    case 'failed':
      return { title: t('persona.failed'), description: result.message || t('persona.tryAgain'), variant: 'destructive' };
  }
}

/** Switches the acting persona and says how it went; resolves true when that persona now acts. */
export async function switchPersonaAndSay(userId: string): Promise<boolean> {
  const [result] = await Promise.all([switchPersona(userId), loadAreas('persona').catch(() => undefined)]);
  const words = personaSwitchToast(result);
  if (words) toast(words);
  return result.status === 'switched' || result.status === 'already-acting';
}
