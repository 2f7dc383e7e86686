import { apiRequest } from '../../shared/api/route';
import { apiRoutes } from '../../shared/api/routes';
import { sessionSchema } from '../../shared/schemas/user';
import { NetworkError, apiWrite } from '../sync/http';
import { db as defaultDb, type GaadiDb } from './db';
import { notify } from './notify';
import { applySession } from './session-store';
import { SINGLETON_KEY } from './tables';

/**
 * Switches the acting persona (POST /api/session). Refused while changes wait to sync: they were
 * made as the current persona and must replay as it. On success the per-user mirrors are
 * emptied and the sync engine refetches for the new persona. Resolves true when switched.
 */
export async function switchPersona(userId: string, database: GaadiDb = defaultDb): Promise<boolean> {
  const waiting = await database.pendingMutations.count();
  if (waiting > 0) {
    notify({
      title: 'Cannot switch persona yet',
      description: `${waiting} ${waiting === 1 ? 'change is' : 'changes are'} still waiting to sync as the current persona. Switch once ${waiting === 1 ? 'it has' : 'they have'} synced.`,
      variant: 'destructive',
    });
    return false;
  }
  const current = await database.session.get(SINGLETON_KEY);
  if (current?.user.id === userId) return true;

  let answer;
  try {
    answer = await apiWrite({ ...apiRequest(apiRoutes.switchPersona), body: { userId } });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    notify({ title: "You're offline", description: 'Switching persona needs a connection.', variant: 'destructive' });
    return false;
  }
  const parsed = answer.ok ? sessionSchema.safeParse(answer.body) : null;
  if (!parsed?.success) {
    notify({ title: 'Could not switch persona', description: answer.message || 'Please try again.', variant: 'destructive' });
    return false;
  }
  await applySession(database, parsed.data);
  notify({ title: `Acting as ${parsed.data.user.name}` });
  return true;
}
