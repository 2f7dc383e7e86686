import * as z from 'zod/mini';
import { idString, userTypeSchema } from './common';
import { MOBILE_NUMBER_PROBLEM, normaliseIndianMobile } from '../domain/indian-mobile';
import { SIGN_IN_CODE } from '../domain/sign-in-policy';
import { PRIVACY_NOTICE_VERSION } from '../domain/privacy';

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
  /** Whether this server takes payments online (a gateway's keys, or the demo's test gateway); absent in answers from before it was sent. */
  onlinePayments: z.optional(z.boolean()),
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

/** A new number for the account, with the sign-in code just sent to it (POST /api/auth/otp). */
export const changePhoneBodySchema = verifyCodeBodySchema;
export type ChangePhoneBody = z.input<typeof changePhoneBodySchema>;

/** Erasing one's account: the sign-in code just sent to the account's own number (DELETE /api/me). */
export const eraseAccountBodySchema = z.strictObject({ code: verifyCodeBodySchema.shape.code });
export type EraseAccountBody = z.input<typeof eraseAccountBodySchema>;

export const accountNameSchema = z
  .string()
  .check(z.trim(), z.minLength(2, 'Enter your name (at least 2 letters)'), z.maxLength(80, 'That name is too long'));
/** An e-mail address as typed; '' clears it. */
export const accountEmailSchema = z
  .string()
  .check(z.trim(), z.maxLength(254, 'That e-mail address is too long'), z.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an e-mail address like name@example.in'));
/** The area a person lives or works in, as they write it; '' clears it. */
export const accountAreaSchema = z.string().check(z.trim(), z.maxLength(80, 'That area is too long'));
/** The person's own details: any of them, each checked; '' clears the e-mail and the area. */
export const updateAccountBodySchema = z.strictObject({
  name: z.optional(accountNameSchema),
  email: z.optional(accountEmailSchema),
  location: z.optional(accountAreaSchema),
  /** At sign-up: the version of the privacy notice the person was shown (recorded in the consent log). */
  acceptedNotice: z.optional(z.literal(PRIVACY_NOTICE_VERSION)),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;
