/**
 * What a server child is asked to be (passed as JSON in its first argument). `seeded`: on PGlite
 * (no `databaseUrl`), the file of the run's migrated, seeded dump the database starts from
 * (lib/seeded.ts); on PostgreSQL the database is already a copy of the run's template.
 */
export type ServerSpec =
  | { kind: 'app'; databaseUrl?: string; seeded: string; pendingBookings: number }
  | { kind: 'bare-304'; headers: Record<string, string> }
  | { kind: 'bare-pending'; databaseUrl?: string; seeded: string; pendingBookings: number; providerId: string };

export interface ReadyMessage {
  type: 'ready';
  url: string;
}
