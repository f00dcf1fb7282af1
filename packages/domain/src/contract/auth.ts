import { z } from 'zod';
import { API_TOKEN_SCOPES, TOKEN_KINDS } from '../catalogues/statuses';

// The answers of /api/auth (DESIGN §6): the provider's token exchanged for an internal one (once, decision
// 090), the browser's sign-in renewed and ended through its HttpOnly cookie, the caller's tokens listed and
// revoked, named API tokens created with an expiry and a scope (decision 091).

export const TokenRequestSchema = z
  .object({
    accessToken: z
      .string()
      .min(1)
      .max(16_384)
      .describe(
        "The identity provider's access token (JWT); each is exchanged once, a second time answers 401",
      ),
  })
  .meta({ id: 'TokenRequest' });
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const IssuedTokenSchema = z
  .object({
    token: z
      .string()
      .describe(
        'Internal token: send as `Authorization: Bearer <token>`. The browser also receives an HttpOnly ' +
          'cookie that renews it (POST /api/auth/session) until logout or 2 hours without a renewal',
      ),
    id: z.uuid(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'IssuedToken' });
export type IssuedToken = z.infer<typeof IssuedTokenSchema>;

/** A token that still opens the API: never the token itself, which is not stored anyway. */
export const TokenSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(TOKEN_KINDS),
    name: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
    scope: z.enum(API_TOKEN_SCOPES).describe('`read`: GET calls only; `full`: everything its user may do'),
    accountId: z.uuid().nullable().describe('The one account an API token sees and acts on, or null'),
  })
  .meta({ id: 'TokenSummary' });
export type TokenSummary = z.infer<typeof TokenSummarySchema>;

export const CreatedApiTokenSchema = z
  .object({
    token: z
      .string()
      .describe('Shown once (only its hash is stored): send as `Authorization: Bearer <token>`'),
    id: z.uuid(),
    name: z.string(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    scope: z.enum(API_TOKEN_SCOPES),
    accountId: z.uuid().nullable(),
  })
  .meta({ id: 'CreatedApiToken' });

/** POST /api/auth/api-tokens/revoke-all: how many API tokens stopped working. */
export const RevokedApiTokensSchema = z
  .object({ revoked: z.number().int().min(0) })
  .meta({ id: 'RevokedApiTokens' });
export type RevokedApiTokens = z.infer<typeof RevokedApiTokensSchema>;
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;
