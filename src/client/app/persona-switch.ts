import { switchPersona, type PersonaSwitch } from '../data/persona';
import { toast, type ToastInput } from '../components/ui/toast';

/** What the user is told about a persona switch (nothing when already acting as that persona). */
export function personaSwitchToast(result: PersonaSwitch): ToastInput | null {
  switch (result.status) {
    case 'switched':
      return { title: `Acting as ${result.user.name}` };
    case 'already-acting':
      return null;
    case 'changes-waiting': {
      const one = result.waiting === 1;
      return {
        title: 'Cannot switch persona yet',
        description: `${result.waiting} ${one ? 'change is' : 'changes are'} still waiting to sync as the current persona. Switch once ${one ? 'it has' : 'they have'} synced.`,
        variant: 'destructive',
      };
    }
    case 'offline':
      return { title: "You're offline", description: 'Switching persona needs a connection.', variant: 'destructive' };
    case 'failed':
      return { title: 'Could not switch persona', description: result.message || 'Please try again.', variant: 'destructive' };
  }
}

/** Switches the acting persona and says how it went; resolves true when that persona now acts. */
export async function switchPersonaAndSay(userId: string): Promise<boolean> {
  const result = await switchPersona(userId);
  const words = personaSwitchToast(result);
  if (words) toast(words);
  return result.status === 'switched' || result.status === 'already-acting';
}
