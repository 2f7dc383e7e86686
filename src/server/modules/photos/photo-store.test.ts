import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilePhotoStore, keepIfCommitted } from './photo-store';

let dir: string;
let store: FilePhotoStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-store-test-'));
  store = new FilePhotoStore(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = async (id: string) => {
  const file = await store.open(id);
  return file && { size: file.size, text: await text(file.stream) };
};
const filesIn = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
const age = (file: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(file, when, when);
};

describe('the file photo store', () => {
  it('puts a photo as pending, keeps it, streams and deletes it by id, leaving only the finished file', async () => {
    await store.put('3f2a-photo', Buffer.from('the bytes'));
    expect(filesIn()).toEqual(['3f2a-photo']);
    expect(fs.existsSync(store.pendingFileOf('3f2a-photo'))).toBe(true);
    // Readable while pending: its rows may have committed a moment before it is kept.
    expect(await read('3f2a-photo')).toEqual({ size: 9, text: 'the bytes' });
    await store.keep('3f2a-photo');
    expect(store.fileOf('3f2a-photo')).toBe(path.join(dir, '3f', '3f2a-photo'));
    expect(fs.existsSync(store.fileOf('3f2a-photo'))).toBe(true);
    expect(filesIn()).toEqual(['3f2a-photo']);
    expect(await read('3f2a-photo')).toEqual({ size: 9, text: 'the bytes' });
    // Kept twice (two processes moving the same photo): no error, same photo.
    await store.keep('3f2a-photo');
    // Written and kept again under the same id: the whole file is replaced.
    await store.put('3f2a-photo', Buffer.from('same photo'));
    await store.keep('3f2a-photo');
    expect(await read('3f2a-photo')).toEqual({ size: 10, text: 'same photo' });
    await store.delete('3f2a-photo');
    await store.delete('3f2a-photo');
    expect(await store.open('3f2a-photo')).toBeNull();
    expect(filesIn()).toEqual([]);
  });

  it('refuses ids that could name another path', async () => {
    for (const id of ['../escape', 'a/b', '', '.hidden', 'a\u0000b', 'x'.repeat(129)]) {
      await expect(store.put(id, Buffer.from('x'))).rejects.toThrow(/Not a storable photo id/);
      await expect(store.open(id)).rejects.toThrow(/Not a storable photo id/);
    }
    expect(filesIn()).toEqual([]);
  });

  it('keeps the photos of a committed write, and removes them when it fails or never used them', async () => {
    const ids = ['aa-1', 'aa-2'];
    const putAll = () => Promise.all(ids.map((id) => store.put(id, Buffer.from(id))));
    const kept = () => ids.filter((id) => fs.existsSync(store.fileOf(id)));

    await putAll();
    await expect(keepIfCommitted(store, ids, async () => { throw new Error('rolled back'); })).rejects.toThrow('rolled back');
    expect(filesIn()).toEqual([]);

    await putAll();
    // Used, then the transaction failed after: still removed.
    await expect(keepIfCommitted(store, ids, async (keep) => { keep(); throw new Error('commit failed'); })).rejects.toThrow();
    expect(filesIn()).toEqual([]);

    await putAll();
    // Answered without using them (an earlier request's stored answer).
    expect(await keepIfCommitted(store, ids, async () => 'replayed')).toBe('replayed');
    expect(filesIn()).toEqual([]);

    await putAll();
    expect(await keepIfCommitted(store, ids, async (keep) => { keep(); return 'stored'; })).toBe('stored');
    expect(kept()).toEqual(ids);
    expect(filesIn()).toEqual(ids);
  });

  it('settles old pending photos at start: kept when a row names them, removed when not; young ones and kept photos untouched', async () => {
    for (const id of ['ab-committed', 'ab-orphan', 'cd-young', 'ef-kept']) await store.put(id, Buffer.from(id));
    await store.keep('ef-kept');
    for (const id of ['ab-committed', 'ab-orphan']) age(store.pendingFileOf(id), 3_600_000);
    age(store.fileOf('ef-kept'), 3_600_000);
    const partial = `${store.pendingFileOf('ab-crashed')}.1a2b3c.partial`;
    fs.writeFileSync(partial, 'half a photo');
    age(partial, 3_600_000);
    const asked: string[] = [];
    const settled = await store.sweepPending(async (ids) => {
      asked.push(...ids);
      return new Set(ids.filter((id) => id === 'ab-committed'));
    }, 600_000);
    expect(settled).toEqual({ kept: 1, removed: 2 });
    expect(asked.sort()).toEqual(['ab-committed', 'ab-orphan']);
    expect(fs.existsSync(store.fileOf('ab-committed'))).toBe(true);
    expect(fs.existsSync(store.pendingFileOf('cd-young'))).toBe(true);
    expect(filesIn()).toEqual(['ab-committed', 'cd-young', 'ef-kept']);
  });

  it('settles nothing when the folder does not exist yet', async () => {
    expect(await new FilePhotoStore(path.join(dir, 'not-yet')).sweepPending(async () => new Set(), 0)).toEqual({ kept: 0, removed: 0 });
  });
});
