import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, clientErrorCodeFor, isAppError, type AppErrorCode } from '../errors/app-error';
import { databaseRefusal, databaseUnavailable } from '../errors/database-error';
import type { ErrorBody } from '@safc/domain';

// Fastify's own client errors (its router's included, through the frameworkErrors option) get a status and a
// message a registry user can act on; every other 4xx keeps its status and message.
const FASTIFY_CLIENT_ERRORS: Record<string, [AppErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['badRequest', 'Malformed JSON in request body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    'badRequest',
    'Request body is empty but its content type is application/json',
  ],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupportedMediaType',
    'Unsupported media type: send JSON (application/json) or, where the call says so, a multipart form',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [
    'payloadTooLarge',
    'Request body is too large (at most 1 MB; files go in a multipart form)',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['badRequest', 'Request body size did not match Content-Length'],
  FST_ERR_BAD_URL: [
    'badRequest',
    'The address is not valid: a part of its path is not percent-encoded UTF-8 (check the id in the address)',
  ],
  // No id of the registry is longer than 100 characters, so such a path is a malformed id, as a shorter one is.
  FST_ERR_MAX_PARAM_LENGTH: [
    'badRequest',
    'A part of the address is longer than 100 characters: no id of the registry is that long',
  ],
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
  const fastifyClientError = fastifyError?.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (fastifyClientError) return new AppError(...fastifyClientError);
  const refusal = databaseRefusal(error) ?? databaseUnavailable(error);
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

/** Whether `error` is a refusal (4xx: the caller's to fix) rather than a server failure. */
export function isRefusal(error: unknown): boolean {
  const status = toAppError(error)?.statusCode;
  return status !== undefined && status < 500;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { statusCode, body } = errorAnswer(request, error);
  return reply.code(statusCode).type('application/json').send(body);
}

/**
 * The answer to `error`, logged with its errorId: a refusal names its reason and details; any other failure
 * is a 500 that hides its cause (a deliberate 503, the database away, says so).
 */
export function errorAnswer(
  request: FastifyRequest,
  error: unknown,
): { statusCode: number; body: ErrorBody } {
  // The request's id: the answer's one log line (plugins/request-log.ts) and its traceparent carry it too.
  const errorId = request.id;
  const known = toAppError(error);
  const statusCode = known?.statusCode ?? 500;

  if (!known || statusCode >= 500) {
    // A deliberate 5xx (503: the database is away) is logged as what it is, not as a bug.
    const reason = isResponseSerializationError(error)
      ? 'response did not match its schema'
      : known && known.code !== 'internal'
        ? known.message
        : 'unexpected error';
    request.log.error({ err: error, errorId }, `Request failed: ${reason}`);
    // A deliberate 503 (the database is down) may say so; any other 5xx hides what happened, details included.
    const message = known && known.code !== 'internal' ? known.message : 'Internal server error';
    return { statusCode, body: { statusCode, message, errorId } };
  }

  // The details are logged with the errorId: the web's error dialog shows a person only the message.
  const refusal = { errorId, code: known.code, statusCode, message: known.message, details: known.details };
  if (!isAppError(error) && databaseRefusal(error)) {
    // Refused by the database rather than a service: logged with its cause, as it may hide a missing check.
    request.log.warn({ ...refusal, err: error }, 'Request refused by the database');
  } else {
    request.log.info(refusal, 'Request refused');
  }
  const body: ErrorBody = { statusCode, message: known.message, errorId };
  if (known.details) body.details = known.details;
  return { statusCode, body };
}

// Node's HTTP parser refuses some requests before Fastify sees them; they get the error shape too.
const CONNECTION_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive; send it again'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large (at most 16 KB in all)'],
};

/** Fastify's clientErrorHandler: a malformed request line, headers too large, a request that never ended. */
export function answerConnectionError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] = CONNECTION_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  const errorId = randomUUID();
  this.log.info({ errorId, statusCode, message, err: error }, 'Request refused before it was read');
  const body = JSON.stringify({ statusCode, message, errorId } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(async (error, request, reply) => sendError(request, reply, error));
}

export default fp(errorHandler, { name: 'error-handler' });
