import { randomBytes } from 'node:crypto';

// Signing secrets of webhook endpoints (issue 44, docs/decisions/121), in the Standard Webhooks form: `whsec_`
// and 32 random bytes in base64 (the `standardwebhooks` package reads the key after the prefix).

/** How long the old secret still signs after a rotation, beside the new one. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The secrets an endpoint holds. */
export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | string | null;
}

/** The secrets that sign a message now: the current one, and the previous one until its 24 hours are over. */
export function secretsOf(endpoint: SigningSecrets, now: Date): string[] {
  const until = endpoint.previousSecretUntil ? new Date(endpoint.previousSecretUntil) : null;
  return endpoint.previousSecret && until && until > now
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];
}

/** The `webhook-id` header of a message: the same for each of its tries, so a receiver can drop repeats. */
export const webhookIdOf = (messageId: string): string => `msg_${messageId}`;
