import { lazy, Suspense } from 'react';
import { Button } from '../components/ui/button';
import { useLazyDialog } from '../components/ui/lazy-dialog';
import type { SessionView } from '../data/hooks/use-session';
import { InitialsAvatar } from '../components/initials-avatar';
import { useT } from '../i18n/use-t';

const loadDialog = () => import('./persona-dialog');
const PersonaDialog = lazy(() => loadDialog().then((m) => ({ default: m.PersonaDialog })));

/** "Acting as …": the demo stand-in for sign-in. Switching is refused while changes wait to sync. */
export function PersonaSwitcher({ session }: { session: SessionView }) {
  const t = useT();
  const { user, personas } = session;
  const dialog = useLazyDialog(loadDialog);
  if (!user) return null;

  return (
    <>
      <Button ref={dialog.triggerRef} {...dialog.triggerProps} variant="outline" size="sm" className="max-w-[13rem] gap-1.5 px-2 sm:px-2.5" title={t('chrome.account.actingAsName', { name: user.name })}>
        <InitialsAvatar name={user.name} className="h-6 w-6 bg-brand-100 text-[0.7rem] font-bold text-brand-800" />
        <span className="sr-only xl:not-sr-only xl:whitespace-nowrap xl:text-xs xl:text-slate-500">{t('chrome.account.actingAs')}</span>
        <span className="sr-only" translate="no">{user.name}</span>
        <span aria-hidden="true" className="hidden truncate sm:inline">
          {user.name.split(' ')[0]}
        </span>
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <PersonaDialog open={dialog.open} onOpenChange={dialog.setOpen} onCloseAutoFocus={dialog.returnFocus} user={user} personas={personas} />
        </Suspense>
      ) : null}
    </>
  );
}
