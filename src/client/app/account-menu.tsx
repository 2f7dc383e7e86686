import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatIndianMobile } from '../../shared/domain/indian-mobile';
import { InitialsAvatar } from '../components/initials-avatar';
import { Button, buttonClasses } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { usePendingCount } from '../data/hooks/use-outbox';
import type { SessionView } from '../data/hooks/use-session';
import { loadAreas } from '../i18n/i18n';
import { useT } from '../i18n/use-t';

/**
 * The header's account control outside demo mode: "Sign in" for a visitor; for the signed-in
 * account its name and number, sign out and sign out of all devices. Signing out with changes
 * still waiting to sync asks first (they stay on the device for the same account).
 */
export function AccountMenu({ session }: { session: SessionView }) {
  const t = useT();
  const { user, phone } = session;
  const waiting = usePendingCount();
  // Open on the page it was opened on: a navigation closes it with no effect (an effect that
  // reset it ran, and rendered again, on every mount).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<null | { everywhere: boolean }>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => !rootRef.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) {
    if (pathname === '/sign-in') return null;
    return (
      <Link to={`/sign-in?next=${encodeURIComponent(pathname + search)}`} className={buttonClasses({ size: 'sm' })}>
        {t('chrome.account.signIn')}
      </Link>
    );
  }

  async function leave(everywhere: boolean) {
    if (waiting > 0 && !confirming) {
      // The warning counts the waiting changes: its words load first.
      await loadAreas('sync').catch(() => undefined);
      return setConfirming({ everywhere });
    }
    setBusy(true);
    try {
      // Loaded on use: the account calls carry the API's validation, which no first paint needs.
      const { signOut } = await import('../data/mutations/account');
      const result = await signOut(everywhere);
      if (result.status === 'ok') {
        setOpen(false);
        setConfirming(null);
        toast({ title: t(everywhere ? 'chrome.account.signedOutEverywhere' : 'chrome.account.signedOut') });
        // Signing in again returns to this page.
        navigate(`/sign-in?next=${encodeURIComponent(pathname + search)}`);
      } else {
        toast({ title: t('chrome.account.signOutFailed'), description: result.status === 'offline' ? t('chrome.account.signOutNeedsConnection') : result.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const name = user.name || t('chrome.account.yourAccount');
  return (
    <div ref={rootRef} className="relative">
      <Button variant="outline" size="sm" className="max-w-[13rem] gap-1.5 px-2 sm:px-2.5" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <InitialsAvatar name={name} className="h-6 w-6 bg-brand-100 text-[0.7rem] font-bold text-brand-800" />
        <span className="sr-only">{t('chrome.account.accountLabel', { name })}</span>
        <span aria-hidden="true" className="hidden truncate sm:inline">
          {name.split(' ')[0]}
        </span>
      </Button>
      <div id={panelId} hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
        <p className="font-semibold text-slate-900" translate="no">{name}</p>
        {phone ? <p className="text-sm text-slate-600">{formatIndianMobile(phone)}</p> : null}
        {confirming ? (
          <div role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('sync.unsentWarning', { count: waiting })}
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="destructive" disabled={busy} onClick={() => void leave(confirming.everywhere)}>
                {t('chrome.account.signOutAnyway')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                {t('chrome.account.staySignedIn')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-3 grid gap-2">
            <Link to="/my-data" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={() => setOpen(false)}>
              {t('chrome.account.yourData')}
            </Link>
            {user.userType !== 'admin' ? (
              <Link to="/notification-settings" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={() => setOpen(false)}>
                {t('chrome.account.notificationSettings')}
              </Link>
            ) : null}
            <Button variant="outline" size="sm" disabled={busy} onClick={() => void leave(false)}>
              {t('chrome.account.signOut')}
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void leave(true)}>
              {t('chrome.account.signOutEverywhere')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
