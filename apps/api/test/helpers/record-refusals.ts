import { appendFileSync } from 'node:fs';
import type { App } from '../../src/app';

/**
 * With RECORD_REFUSALS=<file>, every refusal a test's registry answers (a 4xx or 5xx with the API's error
 * body) is appended to the file as a line of JSON. `node scripts/collect-refusals.mjs <file>` turns them into
 * the fixture the web's words for refusals are tested with (packages/domain, refusal-in-words.test.ts).
 */
export function recordRefusals(app: App, file: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { statusCode?: unknown; message?: unknown };
      if (typeof body.statusCode === 'number' && typeof body.message === 'string') {
        const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
        appendFileSync(file, `${JSON.stringify({ route, body })}\n`);
      }
    } catch {
      // Not JSON (a PDF, a page): not a refusal of the API's shape.
    }
    return payload;
  });
}
