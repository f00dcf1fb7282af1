import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBodySchema } from '@safc/domain';
import { authOf } from '../../plugins/authenticate';
import type { Caller, Registry } from '../../services/users/caller';

/** The signed-in caller as the services take it. */
export const callerOf = (request: FastifyRequest): Caller => {
  const { user, permissions } = authOf(request);
  return { user, permissions };
};

/** What the organisation services reach through the app. */
export const registryOf = (app: FastifyInstance): Registry => ({
  db: app.database.db,
  storage: app.storage,
  mailer: app.mailer,
  config: app.config,
  log: app.log,
});

/** The error answers every authenticated organisation route may give. */
export const REFUSALS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;
