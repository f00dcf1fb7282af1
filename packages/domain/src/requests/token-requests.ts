import { z } from 'zod';
import { requiredLine } from '../forms/fields';

/** An access token is a JWT: its claims and signature run to kilobytes, far past a typed line's length. */
const ACCESS_TOKEN_MAX = 16_384;

/** POST /api/auth/token: the identity provider's access token, exchanged for an internal token. */
export const authTokenExchangeSchema = z.object({ accessToken: requiredLine(ACCESS_TOKEN_MAX) });
export type AuthTokenExchange = z.output<typeof authTokenExchangeSchema>;

/** A named long-lived API token for a machine client, created in profile settings and shown once. */
export const apiTokenCreateSchema = z.object({ name: requiredLine(100) });
export type ApiTokenCreate = z.output<typeof apiTokenCreateSchema>;
