import { z } from 'zod';
import { idString, userTypeSchema } from './common';

export const userSchema = z.object({
  id: idString,
  name: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  isVerified: z.boolean(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const updateUserBodySchema = z.object({ isVerified: z.boolean() }).strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const sessionSchema = z.object({
  user: userSchema,
  personas: z.array(userSchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const switchSessionBodySchema = z.object({ userId: idString }).strict();
export type SwitchSessionBody = z.infer<typeof switchSessionBodySchema>;
