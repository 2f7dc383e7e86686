import { useState } from 'react';
import type { UserType } from '../../shared/schemas/common';
import { PersonaGateLoading, type PersonaGateProps } from '../components/persona-gate';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useSession } from '../data/use-session';
import { switchPersonaAndSay } from './persona-switch';
import { AccountGate } from './account-gate';

const ROLE_NOUN: Record<UserType, string> = { customer: 'customers', provider: 'service providers', admin: 'administrators' };

/**
 * The app's persona gate (features place it through components/persona-gate.tsx): renders its
 * children when the acting persona has the role; otherwise, in demo mode, offers a one-click
 * "Continue as <persona>" instead of letting the page fail with 403s, and outside demo mode the
 * account gate (sign in, or join as a provider).
 */
export function ContinueAsPersonaGate({ role, preferUnverified = false, children }: PersonaGateProps) {
  const { user, personas, loaded, demoMode } = useSession();
  const [switching, setSwitching] = useState(false);

  if (user?.userType === role) return <>{children}</>;
  if (!loaded) return <PersonaGateLoading />;
  if (!demoMode) return <AccountGate role={role} />;

  const candidates = personas.filter((p) => p.userType === role);
  const target = (preferUnverified ? candidates.find((p) => !p.isVerified) : undefined) ?? candidates[0];

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h2">This page is for {ROLE_NOUN[role]}</CardTitle>
          <CardDescription>
            {user
              ? `You are acting as ${user.name} (${user.userType}).`
              : 'Your demo persona has not loaded yet. Connect to the internet once to load it.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {target ? (
            <Button
              disabled={switching}
              onClick={async () => {
                setSwitching(true);
                try {
                  await switchPersonaAndSay(target.id);
                } finally {
                  setSwitching(false);
                }
              }}
            >
              {switching ? 'Switching...' : `Continue as ${target.name}`}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">No {role} persona is available on this device yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
