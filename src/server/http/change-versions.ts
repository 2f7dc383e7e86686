import crypto from 'node:crypto';

/** The groups of data a write can change; a GET's ETag is built from the groups it reads. */
export type DataGroup =
  | 'bookings'
  | 'bids'
  | 'services'
  | 'users'
  | 'profiles'
  | 'availability'
  | 'feedback'
  | 'photos'
  | 'tools'
  | 'rentals'
  | 'verification'
  | 'training'
  | 'config';

/**
 * A counter per data group, bumped after every committed write, so an unchanged poll can be
 * answered 304 without asking the database. The boot id makes counters from an earlier process
 * never match. One process serves the database (see docs/decisions/004-cheap-polling.md).
 */
export class ChangeVersions {
  private readonly boot = crypto.randomBytes(4).toString('hex');
  private readonly versions = new Map<DataGroup, number>();

  bump(groups: readonly DataGroup[]): void {
    for (const g of groups) this.versions.set(g, (this.versions.get(g) ?? 0) + 1);
  }

  etag(groups: readonly DataGroup[], scope: string): string {
    const parts = groups.map((g) => this.versions.get(g) ?? 0).join('.');
    const hash = crypto.createHash('sha1').update(`${scope}|${parts}`).digest('base64url').slice(0, 16);
    return `W/"${this.boot}-${hash}"`;
  }
}
