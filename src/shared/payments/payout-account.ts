import * as z from 'zod/mini';
import { verifyCodeBodySchema } from '../schemas/user';

/**
 * Where a provider is paid (issue 30; ADR 093): a bank account with its IFSC, or a UPI ID. The
 * checks are the formats' own (RBI's IFSC: four letters, a zero, six letters or digits; an
 * account number of 9 to 18 digits; a UPI ID `name@handle`); only the bank can tell whether the
 * account exists. Shown masked everywhere: the full number is used only to pay.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const PAYOUT_ACCOUNT_MESSAGES = {
  ifsc: 'Enter the IFSC as on your cheque book: 11 characters, the fifth a zero (e.g. HDFC0001234)',
  accountNumber: 'Enter the account number: 9 to 18 digits',
  holder: "Enter the account holder's name as the bank has it",
  upi: 'Enter a UPI ID such as name@okhdfcbank',
  noPhone: 'This account has no mobile number to send a code to.',
} as const;

const holder = z.string().check(z.trim(), z.minLength(2, PAYOUT_ACCOUNT_MESSAGES.holder), z.maxLength(100, PAYOUT_ACCOUNT_MESSAGES.holder));

const bankShape = {
  kind: z.literal('bank'),
  accountHolder: holder,
  accountNumber: z.string().check(z.trim(), z.regex(ACCOUNT_NUMBER_PATTERN, PAYOUT_ACCOUNT_MESSAGES.accountNumber)),
  ifsc: z.string().check(z.trim(), z.toUpperCase(), z.regex(IFSC_PATTERN, PAYOUT_ACCOUNT_MESSAGES.ifsc)),
};
const upiShape = {
  kind: z.literal('upi'),
  vpa: z.string().check(z.trim(), z.regex(UPI_ID_PATTERN, PAYOUT_ACCOUNT_MESSAGES.upi)),
};

/** The details themselves, as the form checks them before asking for a code. */
export const payoutAccountBodySchema = z.discriminatedUnion('kind', [z.strictObject(bankShape), z.strictObject(upiShape)]);
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

/**
 * What the save sends (ADR 069): the details and the sign-in code just sent to the provider's own
 * number (POST /api/auth/otp), checked like a sign-in code before anything changes.
 */
const code = verifyCodeBodySchema.shape.code;
export const savePayoutAccountBodySchema = z.discriminatedUnion('kind', [z.strictObject({ ...bankShape, code }), z.strictObject({ ...upiShape, code })]);
export type SavePayoutAccountBody = z.infer<typeof savePayoutAccountBodySchema>;

/** What a provider and the operator see of it: never the full account number or UPI name. */
export const payoutAccountSchema = z.object({
  kind: z.enum(['bank', 'upi']),
  /** "XXXXXX4321 · HDFC0001234" or "ra•••@okhdfcbank". */
  masked: z.string(),
  accountHolder: z.nullable(z.string()),
  updatedAt: z.string(),
  /** A change holds payouts for a day, in case it was not the provider who made it. */
  payoutsHeldUntil: z.nullable(z.string()),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountAnswerSchema = z.object({ account: z.nullable(payoutAccountSchema) });

/** The last four digits of an account number, the rest as X. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'X'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}

/** A UPI ID with all but the first two characters of its name hidden. */
export function maskUpiId(vpa: string): string {
  const [name, handle] = vpa.split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(3, name.length - 2))}@${handle}`;
}

/** Hours a changed payout account holds the next payout. */
export const PAYOUT_ACCOUNT_HOLD_HOURS = 24;
