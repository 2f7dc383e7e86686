import { z } from 'zod';
import { idString, userTypeSchema } from './common';
import { MOBILE_NUMBER_PROBLEM, normaliseIndianMobile } from '../domain/indian-mobile';
import { SIGN_IN_CODE } from '../domain/sign-in-policy';

export const userSchema = z.object({
  id: idString,
  name: z.string(),
  email: z.string().nullable(),
  userType: userTypeSchema,
  isVerified: z.boolean(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const updateUserBodySchema = z.object({ isVerified: z.boolean() }).strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * Who is signed in. `user` is null for a visitor outside demo mode; `phone` is the account's own
 * number; `personas` (the seeded users one can switch to) is empty outside demo mode.
 */
export const sessionSchema = z.object({
  user: userSchema.nullable(),
  phone: z.string().nullable(),
  demoMode: z.boolean(),
  personas: z.array(userSchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const switchSessionBodySchema = z.object({ userId: idString }).strict();
export type SwitchSessionBody = z.infer<typeof switchSessionBodySchema>;

/** A mobile number as typed, normalised to +91XXXXXXXXXX. */
export const indianMobileSchema = z
  .string()
  .max(32, MOBILE_NUMBER_PROBLEM)
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: MOBILE_NUMBER_PROBLEM });
    return phone ?? '';
  });

export const requestCodeBodySchema = z.object({ phone: indianMobileSchema }).strict();
export type RequestCodeBody = z.input<typeof requestCodeBodySchema>;
export const requestCodeResultSchema = z.object({ resendAfterSeconds: z.number().int() });

export const verifyCodeBodySchema = z
  .object({
    phone: indianMobileSchema,
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${SIGN_IN_CODE.digits}}$`), `The code is the ${SIGN_IN_CODE.digits} digits in the SMS`),
  })
  .strict();
export type VerifyCodeBody = z.input<typeof verifyCodeBodySchema>;

export const accountNameSchema = z.string().trim().min(2, 'Enter your name (at least 2 letters)').max(80, 'That name is too long');
export const updateAccountBodySchema = z.object({ name: accountNameSchema }).strict();
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;
