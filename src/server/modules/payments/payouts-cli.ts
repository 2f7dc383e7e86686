// npm run payouts: the payout run once, as the operator's "Pay out now" makes it (docs/operations.md),
// on the configured database (DATABASE_URL, else PGlite in DATA_DIR: then with the server stopped).
// Prints each payout made and the total; exits 1 when the run could not be made. For cron.
import { inArray } from 'drizzle-orm';
import { buildApp } from '../../app';
import { appOptionsOf } from '../../app-options';
import { parseEnv } from '../../env';
import { users } from '../../db/schema';
import { formatAmount, fromPaise } from '../../../shared/pricing/money';
import { COMMAND_LINE } from '../audit/service';
import { runPayoutsAudited } from './payouts';

const env = parseEnv();
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  // Effects are recorded, not delivered: a running server's outbox sends them (PGlite: at its next start).
  app = await buildApp({ ...appOptionsOf(env), serveClient: false, outbox: { worker: false }, logLevel: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, logStream: process.stderr });
  const method = app.payments.payoutMethod;
  const { made, total } = await runPayoutsAudited(app.db, app.outbox, method, 'command-line', COMMAND_LINE);
  const names = new Map(
    made.length === 0 ? [] : (await app.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, made.map((p) => p.providerId)))).map((u) => [u.id, u.name]),
  );
  if (made.length === 0) {
    console.log('Nothing to pay out: every available balance is paid, held or under ₹100.');
  } else {
    const how = method === 'bank-file' ? 'waiting for the bank file (the admin console, Money tab)' : 'sent to RazorpayX by the server';
    console.log(`${made.length} payout${made.length === 1 ? '' : 's'} of ${formatAmount(total, { decimals: true })} in all, ${how}:`);
    for (const p of made) {
      console.log(`  ${p.id}  ${p.providerId}  ${names.get(p.providerId) || '-'}  ${formatAmount(fromPaise(p.amountPaise), { decimals: true })}  ${p.mode}  ${p.status}`);
    }
  }
} catch (error) {
  console.error(`The payout run failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await app?.close();
}
