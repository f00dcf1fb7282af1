import { textProblem } from '@safc/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

// The domain's text fields refuse control and broken characters with their own messages. This net applies
// the text-area rule (tabs and line breaks allowed) to every string and key of every request, before its
// schema runs, so a field declared as a bare string, a free-form record or a query added later is held to it
// too: a NUL would otherwise reach PostgreSQL (a 500) and a lone surrogate would be stored as "\uFFFD".

const MAX_DEPTH = 64;

interface Found {
  path: string;
  problem: string;
}

function findUnstorableText(value: unknown, path: string, depth = 0): Found | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value, 'textArea');
    return problem ? { path, problem } : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  // Bytes are not text: a raw body is judged by whoever reads it.
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key, 'textArea');
    if (keyProblem) return { path, problem: keyProblem };
    const found = findUnstorableText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws a 400 naming the first field (`querystring.search`, `body.company.name`) whose text cannot be kept. */
export function refuseUnstorableText(value: unknown, root: string): void {
  const found = findUnstorableText(value, root);
  if (found) throw AppError.badRequest(`${found.path}: ${found.problem}`, { [found.path]: found.problem });
}

async function typedTextGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.params, 'params');
    refuseUnstorableText(request.query, 'querystring');
    refuseUnstorableText(request.body, 'body');
  });
}

export default fp(typedTextGuard, { name: 'typed-text-guard' });
