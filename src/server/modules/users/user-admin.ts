// npm run user:admin -- +919876543210: makes (or promotes) the operator account with this number
// in the configured database (DATABASE_URL, else PGlite in DATA_DIR).
import { parseEnv } from '../../env';
import { openDatabase } from '../../db/database';
import { makeAdmin } from './make-admin';

const typed = process.argv.slice(2).join(' ').trim();
if (!typed) {
  console.error('Usage: npm run user:admin -- +919876543210');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const result = await makeAdmin(database.db, typed);
  console.log(`${result.phone} is now an operator (${result.created ? 'new account' : 'existing account'} ${result.id}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
