import { memo } from 'react';
import type { User } from '../../../shared/schemas/user';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { Switch } from '../../components/ui/switch';
import { setUserVerified } from '../../data/mutations/admin-users-mutations';
import { useUsers } from '../../data/hooks/use-admin';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { useVerificationStatus } from '../../data/hooks/use-provider';
import { useProviderVerifications } from './use-provider-verifications';
import { LoadingBlocks, useStillLoading } from './load-state';
import { IdentityReview } from './identity-review';
import { AdminListItem } from './admin-list-item';
import { useFirstRowsThenAll } from './first-rows';

const NO_USERS: readonly User[] = [];

const TYPE_VARIANT = { customer: 'secondary', provider: 'default', admin: 'outline' } as const;

export function UsersTab() {
  const users = useUsers();
  const loading = useStillLoading('users', users);
  const waiting = usePendingKeys('users');
  // Each provider's onboarding status tells whether an identity submission waits for review.
  useProviderVerifications();
  const rendered = useFirstRowsThenAll(users ?? NO_USERS);

  if (loading) return <LoadingBlocks label="Loading users" shape="users" count={5} />;
  if (!users || users.length === 0) return <EmptyState title="No users" description="Users appear here once this device has synced." />;

  return (
    <section aria-labelledby="users-title" className="grid grid-cols-1 gap-3">
      <div>
        <h2 id="users-title" className="text-lg font-semibold text-slate-900">
          Users
        </h2>
        <p className="text-sm text-slate-600">For a provider, switching Verified on approves a waiting identity submission; off withdraws it.</p>
      </div>
      <ul className="grid gap-2">
        {rendered.map((u) => (
          <UserRow key={u.id} user={u} waiting={waiting.has(u.id)} />
        ))}
      </ul>
    </section>
  );
}

const UserRow = memo(function UserRow({ user, waiting }: { user: User; waiting: boolean }) {
  const verification = useVerificationStatus(user.userType === 'provider' ? user.id : null);
  const switchId = `verified-${user.id}`;
  return (
    <AdminListItem
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
      bodyClassName="flex-1"
      data-testid="admin-user"
      data-user-id={user.id}
      heading={
        <>
          <span className="font-medium text-slate-900">{user.name}</span>
          <Badge variant={TYPE_VARIANT[user.userType]} className="capitalize">
            {user.userType}
          </Badge>
          {verification?.identityPending ? <Badge variant="warning">Identity pending review</Badge> : null}
          {waiting ? <Badge variant="outline">Waiting to sync</Badge> : null}
        </>
      }
      aside={
        <div className="flex items-center gap-2">
          <label htmlFor={switchId} className="text-sm text-slate-700">
            Verified<span className="sr-only">: {user.name}</span>
          </label>
          <Switch
            id={switchId}
            checked={user.isVerified}
            disabled={waiting}
            onCheckedChange={(checked) => void setUserVerified(user, checked)}
          />
        </div>
      }
    >
      <p className="truncate text-sm text-slate-600">{user.email}</p>
      {verification ? <IdentityReview name={user.name} verification={verification} /> : null}
    </AdminListItem>
  );
});
