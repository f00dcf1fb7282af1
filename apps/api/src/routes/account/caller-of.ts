import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBodySchema } from '@safc/domain';
import { authOf } from '../../plugins/authenticate';
import type { Caller, Registry } from '../../services/users/caller';
import type { CallTransaction } from '../keyed-call';

/** The signed-in caller as the services take it. */
export const callerOf = (request: FastifyRequest): Caller => {
  const { user, permissions } = authOf(request);
  return { user, permissions };
};

/** What the organisation services reach through the app, on the database itself. */
export const registryOf = (app: FastifyInstance): Registry => {
  const registry: Registry = {
    db: app.database.db,
    storage: app.storage,
    mailer: app.mailer,
    config: app.config,
    log: app.log,
    afterCommit: async (job) => {
      await job(registry);
    },
  };
  return registry;
};

/** The same inside a call's transaction: the services work in it, and their mails wait for its commit. */
export const registryIn = (app: FastifyInstance, call: CallTransaction): Registry => {
  const committed = registryOf(app);
  return {
    ...committed,
    db: call.tx,
    afterCommit: async (job) => call.afterCommit(() => job(committed)),
  };
};

/** The error answers every authenticated organisation route may give. */
export const REFUSALS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;
