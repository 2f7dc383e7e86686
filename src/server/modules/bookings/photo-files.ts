import type { Db } from '../../db/database';
import { FilePhotoStore } from '../photos/photo-store';
import * as repo from './repository';
import { existingIdentityPhotoIds } from '../onboarding/repository';

/**
 * A pending photo of an upload in flight is at most this old when its transaction has settled;
 * older pending photos are left over from a crash and are settled at start.
 */
export const PENDING_PHOTO_AGE_MS = 15 * 60 * 1000;

/**
 * Start-up work for the photo store (ADR 022), safe to run in several processes at once:
 * photos stored in the table before the store existed are written out as files and their bytes
 * dropped from the table, one photo at a time; pending photos left by a crash are kept when their
 * rows committed and removed when not.
 */
export async function preparePhotoFiles(db: Db, store: FilePhotoStore): Promise<{ moved: number; kept: number; removed: number }> {
  let moved = 0;
  for (let after = ''; ; ) {
    const batch = await repo.photosWithBytesInTable(db, after, 20);
    if (!batch.length) break;
    after = batch.at(-1)!.id;
    for (const photo of batch) {
      // An id no file can be named by stays in the table, and is served from there.
      if (!FilePhotoStore.canStore(photo.id)) continue;
      // Written first, then dropped from the table: a crash between the two leaves both copies,
      // and the next start writes the same bytes again under the same id.
      await store.put(photo.id, Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength));
      await store.keep(photo.id);
      await repo.clearPhotoBytes(db, photo.id);
      moved++;
    }
  }
  // Job photos and identity document photos share the store.
  const referenced = async (ids: string[]) => new Set([...(await repo.existingPhotoIds(db, ids)), ...(await existingIdentityPhotoIds(db, ids))]);
  const settled = await store.sweepPending(referenced, PENDING_PHOTO_AGE_MS);
  return { moved, ...settled };
}
