import { lazy, useEffect, useState } from 'react';
import { PersonaGateLoading, type PersonaGateProps } from '../components/persona-gate';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { startSync } from '../data/engine/start-sync';
import { useSession } from '../data/hooks/use-session';
import { useOnlineStatus } from '../pwa/online-status';
import { useT } from '../i18n/use-t';

// What the gate shows another persona loads when shown (the account gate) or tapped (the persona
// switch): both write through the route table, which brings zod and the schemas, and the gate is
// in the first view of every gated screen (ADR 107).
const AccountGate = lazy(() => import('./account-gate').then((m) => ({ default: m.AccountGate })));
const loadPersonaSwitch = () => import('./persona-switch');

/**
 * The app's persona gate (features place it through components/persona-gate.tsx): renders its
 * children when the acting persona has the role; otherwise, in demo mode, offers a one-click
 * "Continue as <persona>" instead of letting the page fail with 403s, and outside demo mode the
 * account gate (sign in, or join as a provider); a screen open to `visitors` shows to someone not
 * signed in as it is.
 */
export function ContinueAsPersonaGate({ role, preferUnverified = false, visitors = false, loading, children }: PersonaGateProps) {
  const { user, loaded, known, demoMode } = useSession();
  const online = useOnlineStatus();
  // On a first visit nobody is known until GET /api/session answers: ask for it now (the header
  // would wait for an idle moment), and show the loading state rather than a false "Sign in".
  // The page's one start (start-sync.ts): on a device that holds nothing it checks the session
  // without zod and the engine follows with the first-visit download, else the engine starts now
  // (ADR 094, 107). A screen that needs its data at once starts the engine itself.
  useEffect(() => {
    if (loaded && !known) void startSync();
  }, [loaded, known]);
  if (user?.userType === role) return <>{children}</>;
  if (!loaded || (!known && online)) return loading ?? <PersonaGateLoading />;
  if (!demoMode && visitors && !user) return <>{children}</>;
  if (!demoMode) return <AccountGate role={role} />;
  return <ContinueAsPersona role={role} preferUnverified={preferUnverified} />;
}

/** Demo mode's offer for a persona with another role: "Continue as <persona>" (its words load with it). */
function ContinueAsPersona({ role, preferUnverified }: Omit<PersonaGateProps, 'children'>) {
  const t = useT('persona');
  const { user, personas } = useSession();
  const [switching, setSwitching] = useState(false);

  const candidates = personas.filter((p) => p.userType === role);
  const target = (preferUnverified ? candidates.find((p) => !p.isVerified) : undefined) ?? candidates[0];

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('persona.gate.forRole', { role })}</CardTitle>
          <CardDescription>
            {user
              ? t('persona.gate.actingAs', { name: user.name, role: user.userType })
              : t('persona.gate.personaNotLoaded')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {target ? (
            <Button
              disabled={switching}
              onClick={async () => {
                setSwitching(true);
                try {
                  const { switchPersonaAndSay } = await loadPersonaSwitch();
                  await switchPersonaAndSay(target.id);
                } finally {
                  setSwitching(false);
                }
              }}
            >
              {switching ? t('persona.switching') : t('persona.gate.continueAs', { name: target.name })}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{t('persona.gate.noPersona', { role })}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
