import { useSyncExternalStore } from 'react';

/**
 * Who the menu is for: 'visitor' once the device knows nobody is signed in (outside demo mode),
 * 'member' when someone is (an account or a demo persona), 'unknown' until the session is read.
 * The header's status slot reads the session (with the device database, after the first paint:
 * ADR 040) and says so here, so the header itself loads no database code.
 */
export type MenuAudience = 'unknown' | 'visitor' | 'member';

let current: MenuAudience = 'unknown';
const listeners = new Set<() => void>();

export function setMenuAudience(next: MenuAudience): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useMenuAudience(): MenuAudience {
  return useSyncExternalStore(subscribe, () => current, () => 'unknown');
}
