import { useState } from 'react';
import type { User } from '../../shared/schemas/user';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { cn } from '../components/ui/cn';
import { InitialsAvatar } from '../components/initials-avatar';
import { useT } from '../i18n/use-t';
import { switchPersonaAndSay } from './persona-switch';

const ROLE_ORDER: User['userType'][] = ['customer', 'provider', 'admin'];

export interface PersonaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  user: User;
  personas: User[];
}

/** The personas by role; choosing one switches to it (refused while changes wait to sync). */
export function PersonaDialog({ open, onOpenChange, onCloseAutoFocus, user, personas }: PersonaDialogProps) {
  const t = useT('persona');
  const [busy, setBusy] = useState<string | null>(null);
  const setOpen = onOpenChange;

  async function choose(id: string) {
    setBusy(id);
    try {
      if (await switchPersonaAndSay(id)) setOpen(false);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('chrome.account.actingAsName', { name: user.name })}</DialogTitle>
          <DialogDescription>{t('persona.description')}</DialogDescription>
        </DialogHeader>
        <div className="mt-4 space-y-4">
          {ROLE_ORDER.map((role) => {
            const group = personas.filter((p) => p.userType === role);
            if (group.length === 0) return null;
            return (
              <section key={role} aria-label={t('persona.role', { role })}>
                <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('persona.role', { role })}</h3>
                <ul className="space-y-1.5">
                  {group.map((p) => {
                    const current = p.id === user.id;
                    return (
                      <li key={p.id}>
                        <button
                          type="button"
                          aria-current={current ? 'true' : undefined}
                          disabled={busy !== null}
                          onClick={() => (current ? setOpen(false) : void choose(p.id))}
                          className={cn(
                            'flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors disabled:opacity-60',
                            current ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                          )}
                        >
                          <InitialsAvatar name={p.name} className="h-8 w-8 bg-slate-100 text-xs font-bold text-slate-700" />
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium text-slate-900">{p.name}</span>
                            {p.location ? <span className="block text-xs text-slate-600">{p.location}</span> : null}
                          </span>
                          {current ? <span className="text-xs font-semibold text-brand-800">{t('persona.current')}</span> : null}
                          {busy === p.id ? <span className="text-xs text-slate-600">{t('persona.switching')}</span> : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
