import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { TitledCard } from '../../components/ui/card';
import { useNow } from '../../components/use-now';
import { useUsers } from '../../data/hooks/use-admin';
import { awaitingApproval, waitedText } from './admin-figures';
import { useProviderVerifications } from './use-provider-verifications';

/**
 * The Overview's first card while anyone waits: providers whose identity documents wait for
 * review, the longest-waiting first, each with how long (a new provider can bid on nothing until then).
 */
export function ApprovalQueue() {
  const users = useUsers();
  const verifications = useProviderVerifications();
  const now = useNow();
  const waiting = useMemo(() => (users && verifications ? awaitingApproval(users, verifications) : []), [users, verifications]);
  if (waiting.length === 0) return null;
  return (
    <section data-testid="approval-queue">
      <TitledCard title={`Waiting for approval (${waiting.length})`} as="h2">
        <ul className="divide-y divide-slate-200">
          {waiting.map(({ user, submittedAt }) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="approval-waiting">
              <span className="font-medium text-slate-900" translate="no">
                {user.name}
              </span>
              {submittedAt ? <Badge variant="warning">Waiting {waitedText(submittedAt, now)}</Badge> : null}
            </li>
          ))}
        </ul>
        <Link to="/admin?tab=users" className="mt-3 inline-block text-sm font-medium text-brand-800 underline underline-offset-2">
          Review in Users
        </Link>
      </TitledCard>
    </section>
  );
}
