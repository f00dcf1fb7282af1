import type { FastifyRequest } from 'fastify';

/**
 * The request as the process log shows it: Fastify's own fields, with the secret of an e-mailed link left
 * out. An invitation's sign-up link and a password reset link carry it as `token=` in their address
 * (decisions 086, 087); whoever reads the log must not be able to open them.
 */
export const withoutLinkSecrets = (url: string): string =>
  url.replace(/([?&]token=)[^&#]*/g, (_match, name: string) => `${name}[hidden]`);

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutLinkSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
