import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Photo bytes kept as files beside the database, one file per id, so storing or serving a photo
 * never holds a database connection (or, on PGlite, the server's own thread). A photo is written
 * as pending, before the transaction that records it, and kept once that commits; only pending
 * files can be orphans, so finding them never means reading the whole store. See
 * docs/decisions/022-photo-files.md.
 */
export interface PhotoStore {
  /** Writes the bytes under `id` as pending, durably and atomically (whole or absent); readable at once. */
  put(id: string, bytes: Buffer): Promise<void>;
  /** Keeps a pending photo for good (call once the rows referring to it have committed). */
  keep(id: string): Promise<void>;
  /** The bytes as a stream with their size, kept or pending, or null when there is no such photo. */
  open(id: string): Promise<{ size: number; stream: Readable } | null>;
  /** Removes the photo, kept or pending; no error when it is already gone. */
  delete(id: string): Promise<void>;
}

/** Where photos are kept when PHOTO_DIR is not set: beside PGlite's folder in DATA_DIR. */
export const defaultPhotoDir = (dataDir: string) => path.join(path.resolve(dataDir), 'photos');

/** Ids become file names: letters, digits, '-' and '_' only, so no id can name another path. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const TEMP_SUFFIX = '.partial';
/** Longer than the two characters of the folders kept photos are spread over, so never one of them. */
const PENDING = 'pending';

export class FilePhotoStore implements PhotoStore {
  constructor(readonly dir: string) {}

  /** Whether `id` can name a file here (letters, digits, '-' and '_'). */
  static canStore(id: string): boolean {
    return SAFE_ID.test(id);
  }

  /** A kept photo: `<dir>/<first two characters>/<id>`, so no folder holds more than a small share. */
  fileOf(id: string): string {
    return path.join(this.dir, checked(id).slice(0, 2).toLowerCase(), id);
  }

  /** A photo written but not yet kept: `<dir>/pending/<id>`. */
  pendingFileOf(id: string): string {
    return path.join(this.dir, PENDING, checked(id));
  }

  async put(id: string, bytes: Buffer): Promise<void> {
    const file = this.pendingFileOf(id);
    const folder = path.dirname(file);
    await fs.promises.mkdir(folder, { recursive: true });
    // Written beside its place, flushed, then renamed: a crash leaves a whole file or a leftover
    // .partial (removed by the sweep), never a torn photo under the real name.
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
    const handle = await fs.promises.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    await fs.promises.rename(temp, file);
    await syncFolder(folder);
  }

  async keep(id: string): Promise<void> {
    const file = this.fileOf(id);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.promises.rename(this.pendingFileOf(id), file);
    } catch (error) {
      // Kept already (by another process's sweep, or a second call): nothing left to do.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync(file)) return;
      throw error;
    }
    await syncFolder(path.dirname(file));
  }

  async open(id: string): Promise<{ size: number; stream: Readable } | null> {
    // Kept, else pending (its rows may have committed a moment before it is kept), else kept after
    // all: a rename is atomic, so a photo missed in both places was kept in between.
    const kept = this.fileOf(id);
    return (await openFile(kept)) ?? (await openFile(this.pendingFileOf(id))) ?? (await openFile(kept));
  }

  async delete(id: string): Promise<void> {
    await fs.promises.rm(this.pendingFileOf(id), { force: true });
    await fs.promises.rm(this.fileOf(id), { force: true });
  }

  /**
   * Settles pending photos older than `minAgeMs`: those of a transaction cut short by a crash
   * between writing the files and committing (no row: removed), those whose rows committed just
   * before a crash (kept), and leftovers of unfinished writes (removed). Younger ones may belong to
   * an upload in flight in this or another process and are left alone. `referenced` answers which
   * of some ids rows refer to. Only the pending folder is read, never the kept photos.
   */
  async sweepPending(referenced: (ids: string[]) => Promise<Set<string>>, minAgeMs: number, now = Date.now()): Promise<{ kept: number; removed: number }> {
    const folder = path.join(this.dir, PENDING);
    let names: string[];
    try {
      names = await fs.promises.readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kept: 0, removed: 0 };
      throw error;
    }
    const result = { kept: 0, removed: 0 };
    const old: string[] = [];
    for (const name of names) {
      const stat = await fs.promises.stat(path.join(folder, name)).catch(() => null);
      if (!stat?.isFile() || now - stat.mtimeMs < minAgeMs) continue;
      if (SAFE_ID.test(name)) {
        old.push(name);
      } else {
        await fs.promises.rm(path.join(folder, name), { force: true });
        result.removed++;
      }
    }
    for (let i = 0; i < old.length; i += 200) {
      const batch = old.slice(i, i + 200);
      const known = await referenced(batch);
      for (const id of batch) {
        if (known.has(id)) {
          await this.keep(id);
          result.kept++;
        } else {
          await fs.promises.rm(path.join(folder, id), { force: true });
          result.removed++;
        }
      }
    }
    return result;
  }
}

function checked(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`Not a storable photo id: ${JSON.stringify(id)}`);
  return id;
}

async function openFile(file: string): Promise<{ size: number; stream: Readable } | null> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return { size, stream: handle.createReadStream({ autoClose: true }) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function syncFolder(folder: string): Promise<void> {
  // The rename is durable once the folder's entry is flushed too.
  const handle = await fs.promises.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Photos put for a transaction that may not commit: `run` gets a `keep` callback to call inside
 * the transaction once the rows referring to them are written. If `run` returns after calling it,
 * the photos are kept; otherwise (rolled back, refused, or answered from an earlier request with
 * the same Idempotency-Key) they are removed again. A crash in between leaves them pending, for
 * the sweep. A photo that cannot be kept after the commit stays pending (served from there, kept
 * by the next sweep) and is reported to `onKeepError`: the answer has already gone out.
 */
export async function keepIfCommitted<T>(
  store: PhotoStore,
  ids: readonly string[],
  run: (keep: () => void) => Promise<T>,
  onKeepError: (error: unknown) => void = () => {},
): Promise<T> {
  let used = false;
  let result: T;
  try {
    result = await run(() => {
      used = true;
    });
  } catch (error) {
    await Promise.all(ids.map((id) => store.delete(id)));
    throw error;
  }
  if (used) {
    for (const id of ids) await store.keep(id).catch(onKeepError);
  } else {
    await Promise.all(ids.map((id) => store.delete(id)));
  }
  return result;
}
