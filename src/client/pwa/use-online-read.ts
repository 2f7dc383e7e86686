import { useEffect, useState } from 'react';
import { useOnlineStatus } from './online-status';
import { apiGet } from '../sync/http';

export type OnlineRead<T> = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; data: T };

/**
 * A live read, not a mirror: fetched while the card shows and the device is online, again every
 * `refreshMs`, and at once when `round` changes (after a write the answer reflects); the last
 * answer stays when the device goes offline. A null `url` reads nothing (not signed in, say).
 */
export function useOnlineRead<T>(url: string | null, parse: (body: unknown) => T | null, refreshMs: number, round = 0): OnlineRead<T> {
  const online = useOnlineStatus();
  const [read, setRead] = useState<OnlineRead<T>>({ state: 'loading' });
  useEffect(() => {
    if (url === null) return;
    if (!online) {
      setRead((r) => (r.state === 'ready' ? r : { state: 'unavailable' }));
      return;
    }
    let live = true;
    const fetchOnce = async () => {
      try {
        const answer = await apiGet(url);
        const data = answer.status === 200 ? parse(answer.body) : null;
        if (live && data !== null) setRead({ state: 'ready', data });
      } catch {
        if (live) setRead((r) => (r.state === 'ready' ? r : { state: 'unavailable' }));
      }
    };
    void fetchOnce();
    const timer = setInterval(() => void fetchOnce(), refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [online, url, parse, refreshMs, round]);
  return read;
}
