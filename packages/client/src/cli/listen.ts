import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { dataOf, type SafcClient } from '../index';

// `safc listen --forward http://localhost:PORT/path`: webhooks on a developer's machine, which the registry
// cannot (and must not, decision 123) post to. It reads the company's events as deliveries would carry them
// (GET /api/webhooks/events) and posts each to the local address, signed as the registry signs (Standard
// Webhooks), with a secret of its own that it prints, so the receiver's verification can be tried as it is.

export interface ListenOptions {
  forward: string;
  secret?: string;
  after?: number;
  intervalMs: number;
  /** Stop after this many polls (tests); never by default. */
  polls?: number;
  log: (line: string) => void;
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function listen(client: SafcClient, options: ListenOptions): Promise<number> {
  const secret = options.secret ?? `whsec_${randomBytes(32).toString('base64')}`;
  const signer = new Webhook(secret);
  options.log(`Forwarding the company's webhook events to ${options.forward}`);
  options.log(`Signing secret for this session: ${secret}`);
  let after = options.after;
  let forwarded = 0;
  for (let poll = 0; options.polls === undefined || poll < options.polls; poll += 1) {
    if (options.signal?.aborted) break;
    const page = dataOf(
      await client.GET('/api/webhooks/events', { params: { query: after === undefined ? {} : { after } } }),
    );
    for (const item of page.items) {
      const body = JSON.stringify(item.body);
      const id = `msg_${item.body.id}`;
      const now = new Date();
      const answer = await fetch(options.forward, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signer.sign(id, now, body),
        },
        body,
        redirect: 'manual',
      }).then(
        (response) => String(response.status),
        (error: Error) => `failed (${error.message})`,
      );
      forwarded += 1;
      options.log(`${now.toISOString()}  ${item.body.type}  ${item.body.id}  -> ${answer}`);
    }
    after = page.next;
    if (options.polls === undefined || poll + 1 < options.polls)
      await sleep(options.intervalMs, options.signal);
  }
  return forwarded;
}
