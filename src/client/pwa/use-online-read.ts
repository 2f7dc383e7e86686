import { useEffect, useState } from 'react';
import { useOnlineStatus } from './online-status';
import { apiGet } from '../sync/http';

export type OnlineRead<T> = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; data: T };

/**
 * A live read, not a mirror: fetched while the card shows and the device is online, again
 * `refreshMs` after each answer (a function of the last answer when some answers call for a sooner
 * look; keep it stable), and at once when `round` changes (after a write the answer reflects); the
 * last answer stays when the device goes offline. A null `url` reads nothing (not signed in, say).
 */
export function useOnlineRead<T>(url: string | null, parse: (body: unknown) => T | null, refreshMs: number | ((last: T | null) => number), round = 0): OnlineRead<T> {
  const online = useOnlineStatus();
  const [read, setRead] = useState<OnlineRead<T>>({ state: 'loading' });
  useEffect(() => {
    if (url === null) return;
    if (!online) {
      setRead((r) => (r.state === 'ready' ? r : { state: 'unavailable' }));
      return;
    }
    let live = true;
    let last: T | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchOnce = async () => {
      try {
        const answer = await apiGet(url);
        const data = answer.status === 200 ? parse(answer.body) : null;
        if (live && data !== null) {
          last = data;
          setRead({ state: 'ready', data });
        }
      } catch {
        if (live) setRead((r) => (r.state === 'ready' ? r : { state: 'unavailable' }));
      }
      if (live) timer = setTimeout(() => void fetchOnce(), typeof refreshMs === 'function' ? refreshMs(last) : refreshMs);
    };
    void fetchOnce();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [online, url, parse, refreshMs, round]);
  return read;
}
