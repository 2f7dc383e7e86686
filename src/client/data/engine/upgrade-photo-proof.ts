import type { Transaction } from 'dexie';

type Row = Record<string, unknown>;

/**
 * Version 4 of the device database: bookings stored before the start code and the photo proof
 * (ADR 023) gain those fields empty — no start code, no lock, each photo received when it was
 * created with no capture time or distance — until the next refresh brings the server's.
 */
export function fillStartCodeAndPhotoProof(row: Row): void {
  if (row.startCode === undefined) row.startCode = null;
  if (row.startLockedUntil === undefined) row.startLockedUntil = null;
  if (!Array.isArray(row.photos)) return;
  row.photos = (row.photos as Row[]).map((p) => ({
    ...p,
    receivedAt: p.receivedAt ?? p.createdAt,
    capturedAt: p.capturedAt ?? null,
    distanceMeters: p.distanceMeters ?? null,
  }));
}

export async function upgradeProofToV4(tx: Transaction): Promise<void> {
  await tx.table('bookings').toCollection().modify(fillStartCodeAndPhotoProof);
}
