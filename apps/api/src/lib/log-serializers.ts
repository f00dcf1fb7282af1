import type { FastifyRequest } from 'fastify';

/**
 * The request as the process log shows it: Fastify's own fields, with the secret of an e-mailed link left
 * out. An invitation's sign-up link and a password reset link carry it as `token=` in their address
 * (decisions 086, 087); whoever reads the log must not be able to open them.
 */
export const withoutLinkSecrets = (url: string): string =>
  url.replace(SECRET_PARAMETERS, (_match, name: string) => `${name}[hidden]`);

/**
 * Query parameters that carry a secret: an e-mailed link's token, the provider's authorization code on its
 * way back to /login-success, a logout's id_token_hint (a signed token), and any token or password a client
 * might put in an address. Matched by name, whatever the case.
 */
const SECRET_PARAMETERS =
  /([?&](?:token|code|id_token_hint|id_token|access_token|refresh_token|password|client_secret|secret)=)[^&#]*/gi;

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutLinkSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
