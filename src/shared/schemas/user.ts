import * as z from 'zod/mini';
import { idString, userTypeSchema } from './common';
import { MOBILE_NUMBER_PROBLEM, normaliseIndianMobile } from '../domain/indian-mobile';
import { SIGN_IN_CODE } from '../domain/sign-in-policy';

export const userSchema = z.object({
  id: idString,
  name: z.string(),
  email: z.nullable(z.string()),
  userType: userTypeSchema,
  isVerified: z.boolean(),
  location: z.nullable(z.string()),
  profileImage: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const updateUserBodySchema = z.strictObject({ isVerified: z.boolean() });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * Who is signed in. `user` is null for a visitor outside demo mode; `phone` is the account's own
 * number; `personas` (the seeded users one can switch to) is empty outside demo mode.
 */
export const sessionSchema = z.object({
  user: z.nullable(userSchema),
  phone: z.nullable(z.string()),
  demoMode: z.boolean(),
  personas: z.array(userSchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const switchSessionBodySchema = z.strictObject({ userId: idString });
export type SwitchSessionBody = z.infer<typeof switchSessionBodySchema>;

/** A mobile number as typed, normalised to +91XXXXXXXXXX. */
export const indianMobileSchema = z.pipe(
  z.string().check(z.maxLength(32, MOBILE_NUMBER_PROBLEM)),
  z.transform((value: string, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) ctx.issues.push({ code: 'custom', message: MOBILE_NUMBER_PROBLEM, input: value });
    return phone ?? '';
  }),
);

export const requestCodeBodySchema = z.strictObject({ phone: indianMobileSchema });
export type RequestCodeBody = z.input<typeof requestCodeBodySchema>;
export const requestCodeResultSchema = z.object({ resendAfterSeconds: z.number().check(z.int()) });

export const verifyCodeBodySchema = z.strictObject({
  phone: indianMobileSchema,
  code: z
    .string()
    .check(
      z.trim(),
      z.regex(new RegExp(`^\\d{${SIGN_IN_CODE.digits}}$`), `The code is the ${SIGN_IN_CODE.digits} digits in the SMS`),
    ),
});
export type VerifyCodeBody = z.input<typeof verifyCodeBodySchema>;

/** Erasing one's account: the sign-in code just sent to the account's own number (DELETE /api/me). */
export const eraseAccountBodySchema = z.strictObject({ code: verifyCodeBodySchema.shape.code });
export type EraseAccountBody = z.input<typeof eraseAccountBodySchema>;

export const accountNameSchema = z
  .string()
  .check(z.trim(), z.minLength(2, 'Enter your name (at least 2 letters)'), z.maxLength(80, 'That name is too long'));
export const updateAccountBodySchema = z.strictObject({ name: accountNameSchema });
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;
