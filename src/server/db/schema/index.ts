/**
 * The database schema, one file per area; this index is its one entry for the application and for
 * drizzle-kit (drizzle.config.ts). Enums and checks come from the lists in src/shared.
 */
export * from './accounts';
export * from './providers';
export * from './onboarding';
export * from './catalogue';
export * from './bookings';
export * from './tools';
export * from './invoices';
export * from './sync';
export * from './notifications';
export * from './audit';
export * from './support';
export * from './privacy';
export * from './ledger';
