import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Photo bytes kept as files beside the database, one file per id, so storing or serving a photo
 * never holds a database connection (or, on PGlite, the server's own thread). See
 * docs/decisions/022-photo-files.md.
 */
export interface PhotoStore {
  /** Writes the bytes under `id`, durably and atomically: a reader sees the whole file or none. */
  put(id: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream with their size, or null when there is no such file. */
  open(id: string): Promise<{ size: number; stream: Readable } | null>;
  /** Removes the file; no error when it is already gone. */
  delete(id: string): Promise<void>;
}

/** Where photos are kept when PHOTO_DIR is not set: beside PGlite's folder in DATA_DIR. */
export const defaultPhotoDir = (dataDir: string) => path.join(path.resolve(dataDir), 'photos');

/** Ids become file names: letters, digits, '-' and '_' only, so no id can name another path. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const TEMP_SUFFIX = '.partial';

export class FilePhotoStore implements PhotoStore {
  constructor(readonly dir: string) {}

  /** Whether `id` can name a file here (letters, digits, '-' and '_'). */
  static canStore(id: string): boolean {
    return SAFE_ID.test(id);
  }

  /** `<dir>/<first two characters>/<id>`: no folder holds more than a small share of the files. */
  fileOf(id: string): string {
    if (!SAFE_ID.test(id)) throw new Error(`Not a storable photo id: ${JSON.stringify(id)}`);
    return path.join(this.dir, id.slice(0, 2).toLowerCase(), id);
  }

  async put(id: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(id);
    const folder = path.dirname(file);
    await fs.promises.mkdir(folder, { recursive: true });
    // Written beside its final place, flushed, then renamed: a crash leaves a whole file or a
    // leftover .partial (removed by the sweep), never a torn photo under the real name.
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

  async open(id: string): Promise<{ size: number; stream: Readable } | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.fileOf(id), 'r');
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

  async delete(id: string): Promise<void> {
    await fs.promises.rm(this.fileOf(id), { force: true });
  }

  /**
   * Removes files no row refers to: those of a transaction cut short by a crash between writing
   * the files and committing, and leftovers of unfinished writes. Only files older than `minAgeMs`
   * are judged, so another process's upload that has written its files and is about to commit is
   * left alone. `referenced` answers which of some ids rows refer to. Returns how many were removed.
   */
  async sweepOrphans(referenced: (ids: string[]) => Promise<Set<string>>, minAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    let batch: { id: string; file: string }[] = [];
    const judge = async () => {
      const known = await referenced(batch.map((b) => b.id));
      for (const b of batch) {
        if (known.has(b.id)) continue;
        await fs.promises.rm(b.file, { force: true });
        removed++;
      }
      batch = [];
    };
    for await (const entry of this.entries()) {
      if (now - entry.modifiedMs < minAgeMs) continue;
      if (entry.id === null) {
        await fs.promises.rm(entry.file, { force: true });
        removed++;
        continue;
      }
      batch.push({ id: entry.id, file: entry.file });
      if (batch.length >= 200) await judge();
    }
    if (batch.length) await judge();
    return removed;
  }

  /** Every file with its id (null for a leftover .partial) and when it was written. */
  private async *entries(): AsyncIterable<{ id: string | null; file: string; modifiedMs: number }> {
    let folders: fs.Dirent[];
    try {
      folders = await fs.promises.readdir(this.dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      const folderPath = path.join(this.dir, folder.name);
      for (const name of await fs.promises.readdir(folderPath)) {
        const file = path.join(folderPath, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat?.isFile()) continue;
        yield { id: name.endsWith(TEMP_SUFFIX) || !SAFE_ID.test(name) ? null : name, file, modifiedMs: stat.mtimeMs };
      }
    }
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
 * Files stored for a transaction that may not commit: `run` gets a `keep` callback to call inside
 * the transaction once the rows referring to them are written. Unless `run` returns after calling
 * it (rolled back, refused, or answered from an earlier request with the same Idempotency-Key),
 * the files are removed again.
 */
export async function keepIfCommitted<T>(store: PhotoStore, ids: readonly string[], run: (keep: () => void) => Promise<T>): Promise<T> {
  let kept = false;
  try {
    const result = await run(() => {
      kept = true;
    });
    if (kept) return result;
    await removeAll(store, ids);
    return result;
  } catch (error) {
    await removeAll(store, ids);
    throw error;
  }
}

async function removeAll(store: PhotoStore, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => store.delete(id)));
}

