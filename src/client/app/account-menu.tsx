import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatIndianMobile } from '../../shared/domain/indian-mobile';
import { InitialsAvatar } from '../components/initials-avatar';
import { Button, buttonClasses } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { usePendingCount } from '../data/use-outbox';
import { useSession } from '../data/use-session';

/**
 * The header's account control outside demo mode: "Sign in" for a visitor; for the signed-in
 * account its name and number, sign out and sign out of all devices. Signing out with changes
 * still waiting to sync asks first (they stay on the device for the same account).
 */
export function AccountMenu() {
  const { user, phone } = useSession();
  const waiting = usePendingCount();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<null | { everywhere: boolean }>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
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
        Sign in
      </Link>
    );
  }

  async function leave(everywhere: boolean) {
    if (waiting > 0 && !confirming) return setConfirming({ everywhere });
    setBusy(true);
    try {
      // Loaded on use: the account calls carry the API's validation, which no first paint needs.
      const { signOut } = await import('../data/account');
      const result = await signOut(everywhere);
      if (result.status === 'ok') {
        setOpen(false);
        setConfirming(null);
        toast({ title: everywhere ? 'Signed out of all devices' : 'Signed out' });
        navigate('/sign-in');
      } else {
        toast({ title: 'Could not sign out', description: result.status === 'offline' ? 'Signing out needs a connection.' : result.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const name = user.name || 'Your account';
  return (
    <div ref={rootRef} className="relative">
      <Button variant="outline" size="sm" className="max-w-[13rem] gap-1.5 px-2 sm:px-2.5" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <InitialsAvatar name={name} className="h-6 w-6 bg-brand-100 text-[0.7rem] font-bold text-brand-800" />
        <span className="sr-only">Account: {name}</span>
        <span aria-hidden="true" className="hidden truncate sm:inline">
          {name.split(' ')[0]}
        </span>
      </Button>
      <div id={panelId} hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
        <p className="font-semibold text-slate-900">{name}</p>
        {phone ? <p className="text-sm text-slate-600">{formatIndianMobile(phone)}</p> : null}
        {confirming ? (
          <div role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {waiting} {waiting === 1 ? 'change has' : 'changes have'} not been sent yet. {waiting === 1 ? 'It stays' : 'They stay'} on this device and{' '}
            {waiting === 1 ? 'is' : 'are'} sent when you sign in again.
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="destructive" disabled={busy} onClick={() => void leave(confirming.everywhere)}>
                Sign out anyway
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                Stay signed in
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-3 grid gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => void leave(false)}>
              Sign out
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void leave(true)}>
              Sign out of all devices
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
