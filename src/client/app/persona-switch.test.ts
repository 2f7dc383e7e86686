import { describe, expect, it } from 'vitest';
import type { User } from '../../shared/schemas/user';
import { personaSwitchToast } from './persona-switch';

const ravi: User = { id: 'provider-1', name: 'Ravi Kumar', email: 'ravi@example.com', userType: 'provider', isVerified: true, location: null, profileImage: null };

describe('personaSwitchToast', () => {
  it('names the new persona, and says nothing when it already acts', () => {
    expect(personaSwitchToast({ status: 'switched', user: ravi })).toEqual({ title: 'Acting as Ravi Kumar' });
    expect(personaSwitchToast({ status: 'already-acting' })).toBeNull();
  });

  it('explains a refusal', () => {
    expect(personaSwitchToast({ status: 'changes-waiting', waiting: 1 })?.description).toBe(
      '1 change is still waiting to sync as the current persona. Switch once it has synced.',
    );
    expect(personaSwitchToast({ status: 'changes-waiting', waiting: 3 })?.description).toBe(
      '3 changes are still waiting to sync as the current persona. Switch once they have synced.',
    );
    expect(personaSwitchToast({ status: 'offline' })).toMatchObject({ title: "You're offline", variant: 'destructive' });
    expect(personaSwitchToast({ status: 'failed', message: '' })).toMatchObject({ title: 'Could not switch persona', description: 'Please try again.' });
  });
});
