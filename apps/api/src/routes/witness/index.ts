import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCheckpoint, WitnessRefusal } from '../../services/witness/add-checkpoint';

/** A request is an old size, at most 63 hashes and a checkpoint: a few kilobytes at most. */
const BODY_LIMIT = 16 * 1024;

/** /api/witness: this registry as a C2SP tlog-witness of its peers' logs (docs/decisions/100). */
export const witnessRoutes: FastifyPluginAsyncZod = async (app) => {
  // The protocol's body is plain text whatever type a client names (often none).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/add-checkpoint',
    {
      config: { public: true },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['witness'],
        summary:
          "C2SP tlog-witness add-checkpoint: cosigns a peer's checkpoint that extends the last one cosigned (text in, cosignature line out)",
        body: z
          .string()
          .describe('old <size>, consistency proof lines, an empty line, the signed checkpoint'),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      try {
        const line = await addCheckpoint(
          app.database.db,
          app.config.peers,
          await app.witnessSigner(),
          request.body,
        );
        return reply.type('text/plain; charset=utf-8').send(line);
      } catch (error) {
        if (!(error instanceof WitnessRefusal)) throw error;
        // The protocol's refusals are plain text, not the API's error shape: the reply is left untyped for them.
        const refusal = reply as unknown as FastifyReply;
        if (error.cosignedSize !== undefined)
          return refusal.code(409).type('text/x.tlog.size').send(`${error.cosignedSize}\n`);
        return refusal.code(error.statusCode).type('text/plain; charset=utf-8').send(`${error.message}\n`);
      }
    },
  );
};
