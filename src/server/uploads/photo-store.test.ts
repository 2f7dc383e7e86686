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
const age = (id: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(store.fileOf(id), when, when);
};

describe('the file photo store', () => {
  it('stores, streams and deletes by id, leaving only the finished file', async () => {
    await store.put('3f2a-photo', Buffer.from('the bytes'));
    expect(await read('3f2a-photo')).toEqual({ size: 9, text: 'the bytes' });
    expect(store.fileOf('3f2a-photo')).toBe(path.join(dir, '3f', '3f2a-photo'));
    expect(filesIn()).toEqual(['3f2a-photo']);
    // Writing the same id again replaces the whole file (a moved photo written twice is the same photo).
    await store.put('3f2a-photo', Buffer.from('same photo'));
    expect(await read('3f2a-photo')).toEqual({ size: 10, text: 'same photo' });
    await store.delete('3f2a-photo');
    await store.delete('3f2a-photo');
    expect(await store.open('3f2a-photo')).toBeNull();
  });

  it('refuses ids that could name another path', async () => {
    for (const id of ['../escape', 'a/b', '', '.hidden', 'a\u0000b', 'x'.repeat(129)]) {
      await expect(store.put(id, Buffer.from('x'))).rejects.toThrow(/Not a storable photo id/);
    }
    expect(filesIn()).toEqual([]);
  });

  it('keeps the files of a committed write, and removes them when it fails or never used them', async () => {
    const ids = ['aa-1', 'aa-2'];
    const putAll = () => Promise.all(ids.map((id) => store.put(id, Buffer.from(id))));

    await putAll();
    await expect(keepIfCommitted(store, ids, async () => { throw new Error('rolled back'); })).rejects.toThrow('rolled back');
    expect(filesIn()).toEqual([]);

    await putAll();
    // Kept, then the transaction failed after: still removed.
    await expect(keepIfCommitted(store, ids, async (keep) => { keep(); throw new Error('commit failed'); })).rejects.toThrow();
    expect(filesIn()).toEqual([]);

    await putAll();
    // Answered without using them (an earlier request's stored answer).
    expect(await keepIfCommitted(store, ids, async () => 'replayed')).toBe('replayed');
    expect(filesIn()).toEqual([]);

    await putAll();
    expect(await keepIfCommitted(store, ids, async (keep) => { keep(); return 'stored'; })).toBe('stored');
    expect(filesIn()).toEqual(ids);
  });

  it('sweeps old files no row refers to and unfinished writes, never young files', async () => {
    for (const id of ['ab-kept', 'ab-orphan', 'cd-young-orphan']) await store.put(id, Buffer.from(id));
    age('ab-kept', 3_600_000);
    age('ab-orphan', 3_600_000);
    const partial = path.join(dir, 'ab', 'ab-crashed.1a2b3c.partial');
    fs.writeFileSync(partial, 'half a photo');
    fs.utimesSync(partial, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const asked: string[][] = [];
    const removed = await store.sweepOrphans(async (ids) => {
      asked.push(ids);
      return new Set(ids.filter((id) => id === 'ab-kept'));
    }, 600_000);
    expect(removed).toBe(2);
    expect(filesIn()).toEqual(['ab-kept', 'cd-young-orphan']);
    expect(asked.flat().sort()).toEqual(['ab-kept', 'ab-orphan']);
  });

  it('sweeps nothing when the folder does not exist yet', async () => {
    expect(await new FilePhotoStore(path.join(dir, 'not-yet')).sweepOrphans(async () => new Set(), 0)).toBe(0);
  });
});
