import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '../../shared/schemas/user';
import { db } from './db';
import { SINGLETON_KEY } from './tables';

export interface SessionView {
  /** The acting persona; null until the first GET /api/session has been stored. */
  user: User | null;
  personas: User[];
  /** False only while IndexedDB is being read (a tick after mount). */
  loaded: boolean;
}

const EMPTY: User[] = [];

export function useSession(): SessionView {
  const row = useLiveQuery(async () => (await db.session.get(SINGLETON_KEY)) ?? null, []);
  return { user: row?.user ?? null, personas: row?.personas ?? EMPTY, loaded: row !== undefined };
}
