import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { sessionSchema, type User } from '../../../shared/schemas/user';
import { NetworkError, apiWrite } from '../../sync/http';
import { db as defaultDb, type GaadiDb } from './db';
import { applySession } from './session-store';
import { SINGLETON_KEY } from './tables';

/** How a persona switch ended; the app words it (app/persona-switch.ts). */
export type PersonaSwitch =
  | { status: 'switched'; user: User }
  | { status: 'already-acting' }
  | { status: 'changes-waiting'; waiting: number }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

/**
 * Switches the acting persona (POST /api/session). Refused while changes wait to sync: they were
 * made as the current persona and must replay as it. On success the per-user mirrors are
 * emptied and the sync engine refetches for the new persona.
 */
export async function switchPersona(userId: string, database: GaadiDb = defaultDb): Promise<PersonaSwitch> {
  const waiting = await database.pendingMutations.count();
  if (waiting > 0) return { status: 'changes-waiting', waiting };
  const current = await database.session.get(SINGLETON_KEY);
  if (current?.user?.id === userId) return { status: 'already-acting' };

  let answer;
  try {
    answer = await apiWrite({ ...apiRequest(apiRoutes.switchPersona), body: { userId } });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return { status: 'offline' };
  }
  const parsed = answer.ok ? sessionSchema.safeParse(answer.body) : null;
  if (!parsed?.success || !parsed.data.user) return { status: 'failed', message: answer.message };
  await applySession(database, parsed.data);
  return { status: 'switched', user: parsed.data.user };
}
