import { z } from 'zod';

/** Whether a user's sign-in is locked after too many failed attempts (issue 15 §5); administrators see it. */
export const SignInLockSchema = z
  .object({
    locked: z.boolean(),
    lockedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SignInLock' });
export type SignInLock = z.infer<typeof SignInLockSchema>;
