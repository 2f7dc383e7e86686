import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { UserType } from '../../shared/schemas/common';
import { Button, buttonClasses } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { joinAsProvider } from '../data/mutations/account';
import { useSession } from '../data/hooks/use-session';
import { useT } from '../i18n/use-t';

/**
 * Outside demo mode, what a page for another role shows: "Sign in" to a visitor (for provider
 * pages, signing in also joins as a provider), "Join as provider" to a customer on a provider page.
 */
export function AccountGate({ role }: { role: UserType }) {
  const t = useT('persona');
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const [joining, setJoining] = useState(false);
  const signInUrl = `/sign-in?next=${encodeURIComponent(pathname + search)}${role === 'provider' ? '&join=provider' : ''}`;

  async function join() {
    setJoining(true);
    try {
      const result = await joinAsProvider();
      if (result.status === 'ok') toast({ title: t('persona.gate.welcome'), description: t('persona.gate.welcomeBody') });
      else toast({ title: t('persona.gate.joinFailed'), description: result.status === 'offline' ? t('persona.gate.joinNeedsConnection') : result.message, variant: 'destructive' });
    } finally {
      setJoining(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{user ? t('persona.gate.forRoleSignedIn', { role }) : t('persona.gate.signInTitle')}</CardTitle>
          <CardDescription>
            {!user
              ? t('persona.gate.signInBody')
              : role === 'provider' && user.userType === 'customer'
                ? t('persona.gate.joinBody')
                : t('persona.gate.signedInAs', { name: user.name || t('persona.gate.newAccount'), role: user.userType })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!user ? (
            <Link to={signInUrl} className={buttonClasses()}>
              {role === 'provider' ? t('persona.gate.signInToJoin') : t('chrome.account.signIn')}
            </Link>
          ) : role === 'provider' && user.userType === 'customer' ? (
            <Button disabled={joining} onClick={() => void join()}>
              {joining ? t('persona.gate.joining') : t('persona.gate.join')}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
