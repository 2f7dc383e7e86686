import type { ProviderProfile } from '../../../shared/schemas/provider';
import type { Actor } from '../../auth/actor';

/**
 * A provider's profile as `caller` may see it. The base (where the provider starts from, often
 * their home) is personal: only the provider and the administrator see it. Everyone else, a
 * visitor included, gets the public profile: rates, radius, rating and job counts, with no base
 * (ADR 065, docs/privacy.md). The profile never carries a name, phone or address.
 */
export function profileFor(caller: Actor | null, profile: ProviderProfile): ProviderProfile {
  if (caller && (caller.userType === 'admin' || caller.id === profile.userId)) return profile;
  return { ...profile, baseLatitude: null, baseLongitude: null };
}
