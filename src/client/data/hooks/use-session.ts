import { useLiveQuery } from './use-live-query';
import type { User } from '../../../shared/schemas/user';
import { db } from '../engine/db';
import { SINGLETON_KEY } from '../registry/table-spec';

export interface SessionView {
  /** The signed-in account (or demo persona); null until the first GET /api/session has been stored, or when nobody is signed in. */
  user: User | null;
  /** The account's own number. */
  phone: string | null;
  /** The server runs the demo: personas, the switcher and the "Demo" badge. */
  demoMode: boolean;
  personas: User[];
  /** The server takes payments online; true until a session answer says otherwise (the server refuses with its reason anyway). */
  onlinePayments: boolean;
  /** False only while IndexedDB is being read (a tick after mount). */
  loaded: boolean;
  /** Whether this device has stored a session answer at all (false on a first visit until the first GET /api/session is in). */
  known: boolean;
}

const EMPTY: User[] = [];

export function useSession(): SessionView {
  const row = useLiveQuery(async () => (await db.session.get(SINGLETON_KEY)) ?? null, []);
  return {
    user: row?.user ?? null,
    phone: row?.phone ?? null,
    demoMode: row?.demoMode ?? false,
    personas: row?.personas ?? EMPTY,
    onlinePayments: row?.onlinePayments ?? true,
    loaded: row !== undefined,
    known: row != null,
  };
}
