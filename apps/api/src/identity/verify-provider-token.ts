import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../errors/app-error';

/** What the API takes from the provider's access token. */
export interface VerifiedProviderToken {
  subject: string;
  /** The token's own id and end: the registry exchanges each token once (docs/decisions/090). */
  jti: string;
  expiresAt: Date;
  /** When the person typed their password (auth_time), if the token says. */
  authenticatedAt: Date | undefined;
  /** The embedded provider's session the token came from (its uid), ended with the registry's sign-in. */
  providerSessionUid: string | undefined;
  /**
   * The e-mail address, only when the provider vouches for it (email_verified true). Needed only the first
   * time a person signs in, so an external provider's userinfo endpoint is asked only then.
   */
  lookUpVerifiedEmail(): Promise<string | undefined>;
}

export interface ProviderTokenVerifier {
  verify(accessToken: string): Promise<VerifiedProviderToken>;
}

interface VerifierOptions {
  issuer: string;
  audience: string;
}

const CLOCK_TOLERANCE_SECONDS = 60;

const dateOfSeconds = (seconds: unknown): Date | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined;

/** What every verified token tells, whichever provider signed it. */
function identityOf(payload: JWTPayload): Omit<VerifiedProviderToken, 'lookUpVerifiedEmail'> {
  return {
    subject: payload.sub!,
    jti: payload.jti!,
    // The tolerance lets a token through up to a minute after exp: it is kept that much longer.
    expiresAt: new Date((payload.exp! + CLOCK_TOLERANCE_SECONDS) * 1000),
    authenticatedAt: dateOfSeconds(payload.auth_time),
    providerSessionUid: typeof payload.session_uid === 'string' ? payload.session_uid : undefined,
  };
}

function verifiedEmailOf(claims: Record<string, unknown>): string | undefined {
  return typeof claims.email === 'string' && claims.email_verified === true
    ? claims.email.toLowerCase()
    : undefined;
}

async function verifyWith(
  keys: JWTVerifyGetKey,
  accessToken: string,
  options: VerifierOptions,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(accessToken, keys, {
      issuer: options.issuer,
      audience: options.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (!payload.sub) throw new AppError('unauthorized', 'The access token names no subject');
    // Without its id and end a token could not be held to one exchange (RFC 9068 requires both).
    if (!payload.jti || typeof payload.exp !== 'number')
      throw new AppError('unauthorized', 'The access token has no jti or exp');
    return payload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired)
      throw new AppError('unauthorized', 'The access token has expired');
    if (error instanceof joseErrors.JOSEError)
      throw new AppError('unauthorized', 'The access token is not valid');
    throw error;
  }
}

/** Embedded provider: its public keys come from oidc_keys, so verifying needs no HTTP call to ourselves. */
export function createLocalTokenVerifier(
  options: VerifierOptions & { publicKeys: JWK[] },
): ProviderTokenVerifier {
  const keys = createLocalJWKSet({ keys: options.publicKeys });
  return {
    async verify(accessToken) {
      const payload = await verifyWith(keys, accessToken, options);
      return { ...identityOf(payload), lookUpVerifiedEmail: async () => verifiedEmailOf(payload) };
    },
  };
}

interface DiscoveryDocument {
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/**
 * External provider (Auth0, Keycloak, Entra ID...): keys from the JWKS its discovery document names.
 * Its access tokens often carry no e-mail; the e-mail then comes from its userinfo endpoint.
 */
export function createRemoteTokenVerifier(options: VerifierOptions): ProviderTokenVerifier {
  let discovery: Promise<{ keys: JWTVerifyGetKey; userinfo: string | undefined }> | undefined;
  const discover = () => {
    discovery ??= fetch(`${options.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Discovery of ${options.issuer} answered ${response.status}`);
        const document = (await response.json()) as DiscoveryDocument;
        return { keys: createRemoteJWKSet(new URL(document.jwks_uri)), userinfo: document.userinfo_endpoint };
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw new AppError('serviceUnavailable', 'The identity provider is unavailable', undefined, {
          cause: error,
        });
      });
    return discovery;
  };

  async function emailFromUserInfo(
    endpoint: string | undefined,
    accessToken: string,
  ): Promise<string | undefined> {
    if (!endpoint) return undefined;
    const response = await fetch(endpoint, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    return verifiedEmailOf((await response.json()) as Record<string, unknown>);
  }

  return {
    async verify(accessToken) {
      const { keys, userinfo } = await discover();
      const payload = await verifyWith(keys, accessToken, options);
      return {
        ...identityOf(payload),
        // An external issuer's session is its own: the registry cannot end it (decision 090).
        providerSessionUid: undefined,
        lookUpVerifiedEmail: async () =>
          verifiedEmailOf(payload) ?? (await emailFromUserInfo(userinfo, accessToken)),
      };
    },
  };
}
