import { canActivateProfile } from '../../../shared/domain/verification';
import type { User } from '../../../shared/schemas/user';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { runMutation, type MutationResult } from '../engine/run-mutation';

/**
 * The Users tab's verified switch. For a provider the server also reviews the identity step:
 * on approves a waiting submission, off withdraws the approval. The optimistic step mirrors that
 * on the provider's verification row when the device has it.
 */
export function setUserVerified(user: User, isVerified: boolean): Promise<MutationResult<User>> {
  return runMutation<User>({
    label: `${isVerified ? 'Verify' : 'Unverify'} ${user.name}`,
    ...apiRequest(apiRoutes.updateUser, { id: user.id }),
    body: { isVerified },
    optimistic: async (w) => {
      await w.update('users', user.id, { isVerified });
      if (user.userType !== 'provider') return;
      const status = await w.get('verification', user.id);
      if (!status) return;
      if (isVerified && status.identityPending && status.identity) {
        await w.update('verification', user.id, {
          identityVerified: true,
          identityPending: false,
          canActivateProfile: canActivateProfile({ ...status, identityVerified: true }),
          identity: { ...status.identity, status: 'approved' },
        });
      } else if (!isVerified) {
        await w.update('verification', user.id, { identityVerified: false, canActivateProfile: false });
      }
    },
    answerTable: 'users',
    refresh: ['users', 'verification'],
    notice: { kind: 'setUserVerified', verified: isVerified, userName: user.name },
  });
}
