import type { UpdateUserBody, User } from '../../../shared/schemas/user';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { requireRole } from '../../auth/actor';
import { notFound } from '../../http/http-error';
import { approveIdentity, revokeIdentity } from '../onboarding/service';
import { findUser } from './repository';
import { hasPendingIdentity, setUserVerified } from './verification-repository';

/**
 * The admin Users tab's verified switch. For a provider it is the identity review: switching it on
 * approves a waiting identity submission, switching it off withdraws the identity approval.
 */
export async function setVerified(tx: Tx, actor: Actor, userId: string, body: UpdateUserBody): Promise<User> {
  requireRole(actor, 'admin');
  const user = await findUser(tx, userId);
  if (!user) throw notFound(`There is no user '${userId}'`);
  await setUserVerified(tx, userId, body.isVerified);
  if (user.userType === 'provider') {
    if (body.isVerified) {
      if (await hasPendingIdentity(tx, userId)) await approveIdentity(tx, userId);
    } else {
      await revokeIdentity(tx, userId);
    }
  }
  return (await findUser(tx, userId))!;
}
