import { z } from 'zod';
import { requiredText } from '../forms/fields';

/** POST /api/auth/token: the identity provider's access token, exchanged for an internal token. */
export const authTokenExchangeSchema = z.object({ accessToken: requiredText() });
export type AuthTokenExchange = z.output<typeof authTokenExchangeSchema>;

/** A named long-lived API token for a machine client, created in profile settings and shown once. */
export const apiTokenCreateSchema = z.object({ name: requiredText().max(100, 'At most 100 characters') });
export type ApiTokenCreate = z.output<typeof apiTokenCreateSchema>;
