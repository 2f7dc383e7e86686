/** What a server child is asked to be (passed as JSON in its first argument). */
export type ServerSpec =
  | { kind: 'app'; databaseUrl?: string; pendingBookings: number }
  | { kind: 'bare-304'; headers: Record<string, string> }
  | { kind: 'bare-pending'; databaseUrl?: string; pendingBookings: number; providerId: string };

export interface ReadyMessage {
  type: 'ready';
  url: string;
}
