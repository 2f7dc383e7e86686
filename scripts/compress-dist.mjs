// After `vite build`: writes .br and .gz beside each text asset in dist/, which the server sends
// to browsers that accept them (@fastify/static preCompressed). Compressing once at build time
// costs the server nothing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
// HTML: the rendered pages the service worker precaches (dist/prerendered/).
const TEXT = /\.(js|mjs|css|svg|json|txt|html)$/;
// The worker script and the page shell stay uncompressed on disk: they must never be served from a
// copy older than themselves (an update check reads sw.js; index.html is also sent by the fallback).
const KEEP = new Set(['sw.js', 'index.html']);
let count = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name) && !KEEP.has(path.relative(root, file))) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
}

walk(root);
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
