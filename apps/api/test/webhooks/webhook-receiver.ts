import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver for the tests, on 127.0.0.1 at a port the system picks: it keeps what it is sent and answers
// as the test tells it (a status, or no answer at all to make the sender time out). No test posts elsewhere.

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A status at once, no answer at all, or a 200 after a while (a slow receiver). */
export type Answer = number | 'hang' | { delayMs: number };

export interface Receiver {
  url: (path?: string) => string;
  received: Received[];
  /** Answers to give, in order; once used up, every request is answered 200. */
  answers: Answer[];
  close: () => Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      if (typeof answer === 'object') {
        hanging.add(response);
        setTimeout(() => {
          hanging.delete(response);
          response.writeHead(200, { 'content-type': 'text/plain' }).end('ok, slowly');
        }, answer.delayMs);
        return;
      }
      response
        .writeHead(answer, { 'content-type': 'text/plain' })
        .end(answer < 300 ? 'ok' : `failed ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
