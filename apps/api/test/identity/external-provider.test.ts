import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { build, exchangeAccessToken, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';

// An identity provider elsewhere (Auth0, Keycloak...): discovery, JWKS and userinfo on a local HTTP server.
// Its access tokens carry no e-mail, as is common; the API asks userinfo for it on the first sign-in.

const ADMIN = 'admin@safc-registry.example';

describe('external identity provider (OIDC_ISSUER set elsewhere)', () => {
  let issuerServer: Server;
  let issuer: string;
  let privateKey: CryptoKey;
  let app: TestApp;

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
    issuerServer = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/.well-known/openid-configuration') {
        response.end(
          JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, userinfo_endpoint: `${issuer}/userinfo` }),
        );
      } else if (request.url === '/jwks') {
        response.end(JSON.stringify({ keys: [jwk] }));
      } else if (request.url === '/userinfo' && request.headers.authorization?.startsWith('Bearer ')) {
        response.end(JSON.stringify({ sub: 'auth0|admin', email: ADMIN, email_verified: true }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
    app = await build({ env: { OIDC_ISSUER: issuer } });
    // The demo seed links users to the embedded provider; here they were invited by e-mail only.
    await app.database.db.update(users).set({ oidcSubject: null }).where(eq(users.email, ADMIN));
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => issuerServer.close(resolve));
  });

  const accessToken = (claims: { aud?: string; sub?: string } = {}) =>
    new SignJWT({ scope: 'openid email' })
      .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
      .setIssuer(issuer)
      .setAudience(claims.aud ?? `${TEST_PUBLIC_URL}/api`)
      .setSubject(claims.sub ?? 'auth0|admin')
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime('5m')
      .sign(privateKey);

  it('mounts no provider and tells the web to sign in with the external issuer', async () => {
    const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().oidcAuthority).toBe(issuer);
  });

  it("accepts the issuer's access token, finding the user by the e-mail its userinfo vouches for", async () => {
    const response = await exchangeAccessToken(app, await accessToken());
    expect(response.statusCode).toBe(200);
    const [admin] = await app.database.db.select().from(users).where(eq(users.email, ADMIN));
    expect(admin?.oidcSubject).toBe('auth0|admin');
    // Linked by subject now: the next exchange needs no e-mail.
    const again = await exchangeAccessToken(app, await accessToken());
    expect(again.statusCode).toBe(200);
  });

  it('refuses a token for another audience', async () => {
    const response = await exchangeAccessToken(app, await accessToken({ aud: 'https://other.example/api' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The access token is not valid');
  });
});
