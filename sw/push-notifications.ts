/**
 * What the worker shows for a push: the declarative Web Push message the server sends
 * (`{"web_push":8030,"notification":{title, body, navigate, lang, tag}}`, ADR 070). A push is
 * always shown (a silent one gets a browser's subscription revoked); one that cannot be read
 * still says something and opens the app.
 */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { navigate: string } };
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
const FALLBACK: ShownNotification = { title: 'GaadiCare', options: { body: 'You have a new update.', icon: NOTIFICATION_ICON, data: { navigate: '/' } } };

/** Only a path of this app: a push never makes the worker open another site. */
function appPath(navigate: unknown, origin: string): string | null {
  if (typeof navigate !== 'string') return null;
  try {
    const url = new URL(navigate, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function notificationOfPush(data: unknown, origin: string): ShownNotification {
  const message = (data as { notification?: Record<string, unknown> } | null)?.notification;
  if (!message || typeof message.title !== 'string' || !message.title) return FALLBACK;
  const tag = typeof message.tag === 'string' ? message.tag : undefined;
  return {
    title: message.title,
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      lang: typeof message.lang === 'string' ? message.lang : undefined,
      icon: NOTIFICATION_ICON,
      ...(tag ? { tag, renotify: true } : {}),
      data: { navigate: appPath(message.navigate, origin) ?? '/' },
    } as ShownNotification['options'],
  };
}

/** Reads a push's body as JSON; anything else is null. */
export function pushJson(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return null;
  }
}
