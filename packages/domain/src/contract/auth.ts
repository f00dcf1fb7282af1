import { z } from 'zod';
import { TOKEN_KINDS } from '../catalogues/statuses';

// The answers of /api/auth (DESIGN §6): the provider's token exchanged for an internal one, the caller's
// tokens listed and revoked, named API tokens created.

export const TokenRequestSchema = z
  .object({
    accessToken: z.string().min(1).max(16_384).describe("The identity provider's access token (JWT)"),
  })
  .meta({ id: 'TokenRequest' });
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const IssuedTokenSchema = z
  .object({
    token: z.string().describe('Internal token: send as `Authorization: Bearer <token>`'),
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
  })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;
