import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ConsistencyProofQuerySchema,
  ConsistencyProofSchema,
  InclusionProofQuerySchema,
  InclusionProofSchema,
  LogCheckpointSchema,
  LogLeavesQuerySchema,
  LogLeavesSchema,
  LogVerifierKeySchema,
  WitnessKeySchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@safc/domain';
import { REPOSITORY_ROOT } from '../../paths';
import {
  getCheckpoint,
  getConsistencyProof,
  getInclusionProof,
  getLogLeaves,
} from '../../services/public-log/log-proofs';

/** The standalone verifier, served as it is in the repository so anyone can download the code they run. */
const VERIFIER_SCRIPT = path.join(REPOSITORY_ROOT, 'scripts/verify-claim.mjs');

/** Verification anyone can run (DESIGN §7, §8; docs/decisions/011): checkpoints, the key and Merkle proofs. */
export const publicVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkpoint',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'The latest signed checkpoint of the public log (C2SP tlog-checkpoint)',
        response: { 200: LogCheckpointSchema, 404: ErrorBodySchema },
      },
    },
    async () => getCheckpoint(app.database.read),
  );

  app.get(
    '/checkpoints/:size',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'A checkpoint the registry signed earlier, by tree size',

        params: z.object({ size: z.coerce.number().int().min(1) }),
        response: { 200: LogCheckpointSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getCheckpoint(app.database.read, request.params.size),
  );

  app.get(
    '/log-key',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "The public log's Ed25519 verifier key",
        response: { 200: LogVerifierKeySchema },
      },
    },
    async () => {
      const signer = await app.logSigner();
      return {
        origin: signer.name,
        algorithm: 'Ed25519' as const,
        verifierKey: signer.verifierKey,
        publicKey: signer.publicKey.toString('base64'),
      };
    },
  );

  app.get(
    '/witness-key',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "This registry's witness key: it cosigns its peers' checkpoints (C2SP tlog-cosignature)",
        response: { 200: WitnessKeySchema },
      },
    },
    async () => {
      const signer = await app.witnessSigner();
      return {
        name: signer.name,
        verifierKey: signer.verifierKey,
        publicKey: signer.publicKey.toString('base64'),
      };
    },
  );

  app.get(
    '/verify-claim.mjs',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'The standalone verifier script (Node.js, node:crypto only)',
        response: { 200: z.string().describe('text/javascript') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('content-disposition', 'attachment; filename="verify-claim.mjs"')
        .send(await readFile(VERIFIER_SCRIPT, 'utf8')),
  );

  app.get(
    '/proof/inclusion',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "Inclusion proof of a unit's public event (its claim by default) in a signed checkpoint",

        querystring: InclusionProofQuerySchema,
        response: { 200: InclusionProofSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getInclusionProof(app.database.read, request.query),
  );

  app.get(
    '/proof/consistency',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Consistency proof between two tree sizes of the public log',

        querystring: ConsistencyProofQuerySchema,
        response: { 200: ConsistencyProofSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getConsistencyProof(app.database.read, request.query),
  );

  app.get(
    '/log/leaves',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary:
          'Leaves [start, end) of the public log, each as its canonical text (at most 1,000 a call, within the latest checkpoint)',
        querystring: LogLeavesQuerySchema,
        response: { 200: LogLeavesSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getLogLeaves(app.database.read, request.query),
  );
};
