import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPage } from './app-pages';

let dir: string;
let file: string;
const PAGE = '<!doctype html><title>GaadiCare</title><body>' + 'Doorstep car wash. '.repeat(200) + '</body>';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-app-pages-'));
  file = path.join(dir, 'page.html');
  fs.writeFileSync(file, PAGE);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const unpacked = (page: ReturnType<typeof loadPage>) => ({ br: zlib.brotliDecompressSync(page.br).toString(), gzip: zlib.gunzipSync(page.gzip).toString() });

describe('loadPage', () => {
  it('compresses a page the build left uncompressed', () => {
    const page = loadPage(file);
    expect(page.raw.toString()).toBe(PAGE);
    expect(unpacked(page)).toEqual({ br: PAGE, gzip: PAGE });
  });

  it("takes the build's compressed forms when they are as new as the page", () => {
    // Forms that differ from what compressing the page here would give: proof they were read.
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync('from the build (br)'));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync('from the build (gz)'));
    expect(unpacked(loadPage(file))).toEqual({ br: 'from the build (br)', gzip: 'from the build (gz)' });
  });

  it('compresses the page again when a compressed form is older than it', () => {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync('an older page'));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync('from the build (gz)'));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(`${file}.br`, past, past);
    expect(unpacked(loadPage(file))).toEqual({ br: PAGE, gzip: 'from the build (gz)' });
  });
});
