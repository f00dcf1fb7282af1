import { z } from 'zod';
import {
  API_TOKEN_LIFETIME_DAYS,
  API_TOKEN_SCOPES,
  DEFAULT_API_TOKEN_LIFETIME_DAYS,
} from '../catalogues/statuses';
import { requiredLine } from '../forms/fields';

/** An access token is a JWT: its claims and signature run to kilobytes, far past a typed line's length. */
const ACCESS_TOKEN_MAX = 16_384;

/** POST /api/auth/token: the identity provider's access token, exchanged for an internal token. */
export const authTokenExchangeSchema = z.object({ accessToken: requiredLine(ACCESS_TOKEN_MAX) });
export type AuthTokenExchange = z.output<typeof authTokenExchangeSchema>;

const lifetimeDays = z.union(API_TOKEN_LIFETIME_DAYS.map((days) => z.literal(days)));

/**
 * A named API token for a machine client, created in profile settings and shown once (decision 091): it ends
 * after the days chosen, may only read or do all its user may, and may be held to one account.
 */
export const apiTokenCreateSchema = z.object({
  name: requiredLine(100),
  expiresInDays: lifetimeDays.default(DEFAULT_API_TOKEN_LIFETIME_DAYS),
  scope: z.enum(API_TOKEN_SCOPES).default('full'),
  accountId: z.uuid().nullable().default(null),
});
export type ApiTokenCreate = z.output<typeof apiTokenCreateSchema>;

/** Every account the token's user may reach: the form's choice for no account of its own. */
export const EVERY_ACCOUNT = 'every';

/** The profile screen's form: selects hold strings. */
export const apiTokenFormSchema = apiTokenCreateSchema.extend({
  expiresInDays: z.enum(API_TOKEN_LIFETIME_DAYS.map(String) as [string, ...string[]]),
  accountId: z.string(),
});
export type ApiTokenForm = z.input<typeof apiTokenFormSchema>;

export const apiTokenCreateOf = (form: z.output<typeof apiTokenFormSchema>): ApiTokenCreate => ({
  ...form,
  expiresInDays: Number(form.expiresInDays) as ApiTokenCreate['expiresInDays'],
  accountId: form.accountId === EVERY_ACCOUNT ? null : form.accountId,
});
