import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, clientErrorCodeFor, isAppError } from '../errors/app-error';
import { databaseRefusal } from '../errors/database-error';
import type { ErrorBody } from '../errors/error-body';

// Fastify's own client errors get messages a registry user can read; everything else 4xx keeps its message.
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but its content type is application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
};

type ValidationIssue = { instancePath: string; message?: string };

/** "body.volume" for the issue at /volume of the body; the web and API clients see which field failed. */
function fieldPath(context: string | undefined, issue: ValidationIssue): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  return [context ?? 'request', ...segments].join('.');
}

function validationFailure(context: string | undefined, issues: ValidationIssue[]): AppError {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const path = fieldPath(context, issue);
    details[path] ??= issue.message ?? 'Invalid value';
  }
  const [firstPath, firstMessage] = Object.entries(details)[0] ?? [context ?? 'request', 'Invalid value'];
  return AppError.badRequest(`${firstPath}: ${firstMessage}`, details);
}

/** Turns anything thrown into the registry's answer. Unknown errors are 500 and never leak their cause. */
function toAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationFailure(error.validationContext, error.validation);
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.validation) {
    return validationFailure(fastifyError.validationContext, fastifyError.validation);
  }
  if (fastifyError?.code && FASTIFY_CLIENT_ERRORS[fastifyError.code]) {
    return new AppError(
      clientErrorCodeFor(fastifyError.statusCode ?? 400),
      FASTIFY_CLIENT_ERRORS[fastifyError.code]!,
    );
  }
  const refusal = databaseRefusal(error);
  if (refusal) return refusal;
  if (error instanceof SyntaxError && fastifyError?.statusCode === 400) {
    return AppError.badRequest('Malformed JSON in request body');
  }
  // Client errors of plugins (multipart limits, rate limit...) keep their status and message.
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(clientErrorCodeFor(status), fastifyError?.message || 'Bad request');
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const errorId = randomUUID();
  const known = toAppError(error);
  const statusCode = known?.statusCode ?? 500;

  if (!known || statusCode >= 500) {
    const reason = isResponseSerializationError(error)
      ? 'response did not match its schema'
      : 'unexpected error';
    request.log.error({ err: error, errorId }, `Request failed: ${reason}`);
    // A deliberate 503 (the database is down) may say so; any other 5xx hides what happened, details included.
    const message = known && known.code !== 'internal' ? known.message : 'Internal server error';
    const body: ErrorBody = { statusCode, message, errorId };
    return reply.code(statusCode).type('application/json').send(body);
  }

  const refusal = { errorId, code: known.code, statusCode, message: known.message };
  if (!isAppError(error) && databaseRefusal(error)) {
    // Refused by the database rather than a service: logged with its cause, as it may hide a missing check.
    request.log.warn({ ...refusal, err: error }, 'Request refused by the database');
  } else {
    request.log.info(refusal, 'Request refused');
  }
  const body: ErrorBody = { statusCode, message: known.message, errorId };
  if (known.details) body.details = known.details;
  return reply.code(statusCode).type('application/json').send(body);
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

export default fp(errorHandler, { name: 'error-handler' });
