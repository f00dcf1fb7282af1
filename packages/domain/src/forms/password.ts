import { z } from 'zod';

/**
 * The embedded provider's password lengths (issue 39 item 15, OWASP ASVS 4 §2.1.1-2.1.2): at least 12
 * characters, at most 128. Counted in characters as a person types them (code points), not UTF-16 units.
 * The check against common passwords needs the list the API ships, so it is the API's (identity/password-policy.ts).
 */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/** What is wrong with the length of a new password, in the words the forms show; undefined when it fits. */
export function passwordLengthProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min) return `The password needs at least ${PASSWORD_LENGTH.min} characters`;
  if (length > PASSWORD_LENGTH.max) return `The password can have at most ${PASSWORD_LENGTH.max} characters`;
  return undefined;
}

/** POST /api/profile/password: the signed-in person's current password and the new one. */
export const passwordChangeSchema = z.object({
  // Bounded before anything looks at it; a longer one cannot be the current password anyway.
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: z
    .string()
    .max(1024)
    .superRefine((value, context) => {
      const problem = passwordLengthProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
