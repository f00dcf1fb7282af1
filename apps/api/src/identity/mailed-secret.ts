import { z } from 'zod';
import { generateInternalToken, hashInternalToken } from '../services/auth/internal-token';

/**
 * The secret of a link the registry e-mails (an invitation's sign-up, a password reset): made like an
 * internal token (32 random bytes, base64url; decision 001) and, like it, kept only as its SHA-256. Opening
 * the link shows the opener reads that mailbox now; nobody else, the inviter included, ever sees it.
 */
export const newMailedSecret = (): { secret: string; secretHash: string } => {
  const { token, tokenHash } = generateInternalToken();
  return { secret: token, secretHash: tokenHash };
};

export const hashMailedSecret = hashInternalToken;

/** A secret as a form or a link carries it: 43 base64url characters; anything else is no secret of ours. */
export const MailedSecretSchema = z
  .string()
  .max(100)
  .transform((value) => (/^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined));
