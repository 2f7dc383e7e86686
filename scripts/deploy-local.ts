/**
 * `npm run deploy:local`: deploy/ on this machine. A throw-away PostgreSQL database (PG_ADMIN_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres), Redis (REDIS_URL, default
 * redis://127.0.0.1:6379), two app processes (PROCESSES) and Caddy on https://localhost:8443
 * (HTTPS_PORT) with its own CA. Ctrl-C stops everything and drops the database.
 */
import { startStack } from './proxy-stack';

const processes = Number(process.env.PROCESSES ?? 2);
const stack = await startStack({
  adminUrl: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  processes,
  httpsPort: Number(process.env.HTTPS_PORT ?? 8443),
  // The personas and "Acting as" (DEMO_MODE=0 for phone sign-in; codes are then in the log).
  appEnv: { DEMO_MODE: process.env.DEMO_MODE ?? '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  log: (line) => console.log(line),
}).catch((error: Error) => {
  console.error(`deploy:local failed: ${error.message}`);
  process.exit(1);
});

console.log(`\nGaadiCare behind Caddy: ${stack.url}`);
console.log(`  ${processes} processes on ports ${stack.apps.map((a) => a.port).join(', ')}; database ${stack.databaseUrl}`);
console.log('  Caddy\'s own CA signed the certificate: the browser warns once (or trust the root it prints below).');
console.log(`\n${stack.caddy.rootCertificate()}`);
console.log('Ctrl-C stops everything and drops the database.');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the processes and Caddy, dropping the database…');
  stack.stop().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
