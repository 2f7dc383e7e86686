/**
 * Writes the API description the server serves at /api/docs/json to a file (default
 * dist/openapi.json), for `npm run lint:api` (redocly lint) and anyone who wants it offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app';

const file = path.resolve(process.argv[2] ?? 'dist/openapi.json');
const app = await buildApp({ dataDir: 'memory://', serveClient: false, logLevel: 'silent', rateLimits: false });
try {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`API description written to ${path.relative(process.cwd(), file)}`);
} finally {
  await app.close();
}
