import { coordinateText, matchLocality } from '../../shared/domain/localities';
import { count, sql } from 'drizzle-orm';
import { DEFAULT_PRICING, DEFAULT_SETTINGS, supplierDetailsMissing } from '../../shared/schemas/admin';
import { getSettings, putSettings } from '../modules/admin/config-repository';
import { seedAvailability } from './seed-data/availability';
import type { Db, Tx } from './database';
import {
  appConfig,
  assessmentQuestions,
  providerAvailability,
  providerProfiles,
  providerVerification,
  identitySubmissions,
  payoutAccounts,
  services,
  tools,
  trainingModules,
  users,
} from './schema';
import { SEED_SERVICES, SEED_TOOLS } from './seed-data/catalog';
import { SEED_ASSESSMENT_QUESTIONS, SEED_TRAINING_MODULES } from './seed-data/onboarding';
import { seedPastBookings } from './seed-data/bookings';
import { DEMO_SETTINGS, DEMO_SUPPLIER } from './seed-data/supplier';

export const SEED_USERS = [
  { id: 'customer-1', phone: '+919000000001', name: 'Priya Sharma', email: 'priya.sharma@example.in', userType: 'customer', isVerified: true, location: 'Indiranagar', profileImage: null },
  { id: 'customer-2', phone: '+919000000002', name: 'Arjun Rao', email: 'arjun.rao@example.in', userType: 'customer', isVerified: true, location: 'Koramangala', profileImage: null },
  { id: 'provider-1', phone: '+919000000003', name: 'Ravi Kumar', email: 'ravi.kumar@example.in', userType: 'provider', isVerified: true, location: 'Indiranagar', profileImage: '/images/providers/provider-1.svg' },
  { id: 'provider-2', phone: '+919000000004', name: 'Suresh Gowda', email: 'suresh.gowda@example.in', userType: 'provider', isVerified: true, location: 'Koramangala', profileImage: '/images/providers/provider-2.svg' },
  { id: 'provider-3', phone: '+919000000005', name: 'Meena Das', email: 'meena.das@example.in', userType: 'provider', isVerified: false, location: 'BTM Layout', profileImage: '/images/providers/provider-3.svg' },
  { id: 'admin-1', phone: '+919000000009', name: 'Operations Admin', email: 'ops@gaadicare.in', userType: 'admin', isVerified: true, location: null, profileImage: null },
] as const;

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Where the demo's verified providers are paid (demo only; ADR 068): a bank account for Ravi, a UPI
 * ID for Suresh, made a month before the seed so no payout is held. Meena, new, adds her own.
 */
export const DEMO_PAYOUT_ACCOUNTS = [
  { providerId: 'provider-1', kind: 'bank', accountHolder: 'Ravi Kumar', accountNumber: '50100012345678', ifsc: 'HDFC0001234', vpa: null },
  { providerId: 'provider-2', kind: 'upi', accountHolder: null, accountNumber: null, ifsc: null, vpa: 'suresh.gowda@okaxis' },
] as const;

/**
 * What an empty database is filled with: `catalogue` is what the product needs to run at all
 * (services, tools, training, the assessment bank, pricing and settings); `demo` adds the demo
 * personas, their provider profiles and hours, and a booking history. The real product
 * (DEMO_MODE off) seeds the catalogue only: nobody exists until they sign in, and operators are
 * made with `npm run user:admin`.
 */
export type SeedKind = 'catalogue' | 'demo';

/** What a new database gets unless told otherwise: the demo's people in demo mode, else the catalogue only. */
export const defaultSeed = (demoMode = true): SeedKind => (demoMode ? 'demo' : 'catalogue');

/** Fills what is empty: the catalogue when there is none, the demo people when asked and there are no users. */
export async function seedIfEmpty(db: Db, kind: SeedKind = 'demo', now: Date = new Date()): Promise<boolean> {
  // Several processes may start on one new database at once: what is empty is read and filled
  // under one lock, so exactly one of them seeds and the others find it done.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gaadicare:seed'))`);
    const [{ configRows }] = await tx.select({ configRows: count() }).from(appConfig);
    const [{ userRows }] = await tx.select({ userRows: count() }).from(users);
    const seedCatalogue = configRows === 0;
    const seedPeople = kind === 'demo' && userRows === 0;
    if (!seedCatalogue && !seedPeople) return false;
    await fillEmpty(tx, kind, seedCatalogue, seedPeople, now);
    return true;
  });
}

async function fillEmpty(tx: Tx, kind: SeedKind, seedCatalogue: boolean, seedPeople: boolean, now: Date): Promise<void> {
  if (seedCatalogue) {
    await tx.insert(services).values(
      SEED_SERVICES.map((s) => ({ ...s, basePricePaise: paise(s.basePrice) })),
    );
    await tx.insert(tools).values(
      SEED_TOOLS.map((t) => ({ ...t, dailyRatePaise: paise(t.dailyRate), depositPaise: paise(t.deposit) })),
    );
    await tx.insert(trainingModules).values(SEED_TRAINING_MODULES.map((m, position) => ({ ...m, position })));
    await tx.insert(assessmentQuestions).values(SEED_ASSESSMENT_QUESTIONS.map((q, position) => ({ ...q, position })));
    await tx.insert(appConfig).values([
      { key: 'pricing', value: DEFAULT_PRICING },
      // The demo shows a sample invoice supplier; the real product starts without one.
      { key: 'settings', value: kind === 'demo' ? DEMO_SETTINGS : DEFAULT_SETTINGS },
    ]);
  }
  if (!seedPeople) return;
  // Demo people added to a catalogue seeded without them: their past jobs' invoices need a supplier.
  const settings = await getSettings(tx);
  if (supplierDetailsMissing(settings).length > 0) await putSettings(tx, { ...settings, ...DEMO_SUPPLIER });
  await tx.insert(users).values(SEED_USERS.map((u) => ({ ...u })));
  const providers = SEED_USERS.filter((u) => u.userType === 'provider');
  // Each demo provider starts from the centre of their own area.
  await tx.insert(providerProfiles).values(
    providers.map((p) => {
      const area = matchLocality(p.location)!;
      return { userId: p.id, baseLatitude: coordinateText(area.lat), baseLongitude: coordinateText(area.lng) };
    }),
  );
  await tx.insert(providerVerification).values(
    providers.map((p) => {
      const verified = p.id !== 'provider-3';
      return {
        providerId: p.id,
        identityVerified: verified,
        videoTrainingCompleted: verified,
        etiquetteTrainingCompleted: verified,
        assessmentPassed: verified,
      };
    }),
  );
  await tx.insert(identitySubmissions).values([
    { providerId: 'provider-1', documentType: 'aadhar', maskedNumber: '•••• •••• 4128', status: 'approved', reviewedAt: now },
    { providerId: 'provider-2', documentType: 'drivers_license', maskedNumber: '•••• •••• 9031', status: 'approved', reviewedAt: now },
  ]);
  await tx.insert(providerAvailability).values(
    providers.flatMap((p) =>
      seedAvailability(p.id).map((row) => ({ id: `avail-${p.id}-${row.dayOfWeek}`, providerId: p.id, ...row })),
    ),
  );
  await tx.insert(payoutAccounts).values(DEMO_PAYOUT_ACCOUNTS.map((a) => ({ ...a, updatedAt: new Date(now.getTime() - 30 * 24 * 3_600_000) })));
  await seedPastBookings(tx, now);
}
