import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { UserType } from '../../shared/schemas/common';
import { Button, buttonClasses } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { joinAsProvider } from '../data/account';
import { useSession } from '../data/use-session';

const ROLE_NOUN: Record<UserType, string> = { customer: 'customers', provider: 'service providers', admin: 'the operations team' };

/**
 * Outside demo mode, what a page for another role shows: "Sign in" to a visitor (for provider
 * pages, signing in also joins as a provider), "Join as provider" to a customer on a provider page.
 */
export function AccountGate({ role }: { role: UserType }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const [joining, setJoining] = useState(false);
  const signInUrl = `/sign-in?next=${encodeURIComponent(pathname + search)}${role === 'provider' ? '&join=provider' : ''}`;

  async function join() {
    setJoining(true);
    try {
      const result = await joinAsProvider();
      if (result.status === 'ok') toast({ title: 'Welcome, provider', description: 'Complete the onboarding steps to start taking jobs.' });
      else toast({ title: 'Could not join', description: result.status === 'offline' ? 'Joining needs a connection.' : result.message, variant: 'destructive' });
    } finally {
      setJoining(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{user ? `This page is for ${ROLE_NOUN[role]}` : 'Sign in to continue'}</CardTitle>
          <CardDescription>
            {!user
              ? 'Sign in with your mobile number to see this page.'
              : role === 'provider' && user.userType === 'customer'
                ? 'Join GaadiCare as a service provider with this account: verify your identity, finish the training and the assessment, and start taking jobs.'
                : `You are signed in as ${user.name || 'a new account'} (${user.userType}).`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!user ? (
            <Link to={signInUrl} className={buttonClasses()}>
              {role === 'provider' ? 'Sign in to join as a provider' : 'Sign in'}
            </Link>
          ) : role === 'provider' && user.userType === 'customer' ? (
            <Button disabled={joining} onClick={() => void join()}>
              {joining ? 'Joining…' : 'Join as provider'}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
