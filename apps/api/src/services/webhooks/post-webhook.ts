import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RESPONSE_KEPT_BYTES, WEBHOOK_TIMEOUT_MS } from '@safc/domain';
import {
  judgeDestination,
  RefusedDestination,
  resolveWithDns,
  type JudgedAddress,
  type Resolve,
} from './webhook-address-guard';

// One HTTP try of a webhook message (issue 44): signed as the Standard Webhooks specification says, with its
// maintained implementation (`standardwebhooks`), to the address the SSRF guard judged, in at most 10 seconds,
// without following a redirect (node's client never does: a 3xx is an answer other than 2xx, so a failure).

/** A message as one try sends it. */
export interface WebhookRequest {
  url: string;
  /** The `webhook-id` header: the same for every try of one message. */
  webhookId: string;
  body: string;
  /** Every secret that signs it: the current one, and the previous one for 24 hours after a rotation. */
  secrets: readonly string[];
}

/** What a try came to, as the delivery log keeps it. */
export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The first kilobyte of the answer. */
  response: string | null;
}

export interface PostOptions {
  allowPrivate: boolean;
  resolve?: Resolve;
  timeoutMs?: number;
  now?: Date;
}

/** The Standard Webhooks headers of a message: one `v1,<signature>` per secret, separated by spaces. */
export function signedHeaders(request: WebhookRequest, now: Date): Record<string, string> {
  const signatures = request.secrets.map((secret) =>
    new Webhook(secret).sign(request.webhookId, now, request.body),
  );
  return {
    'content-type': 'application/json',
    'user-agent': 'SAFc-Registry-Webhooks/1',
    'webhook-id': request.webhookId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/** Node's lookup answering with the judged address only: the socket connects where the guard looked. */
const pinnedLookup =
  (judged: JudgedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [judged]);
    else callback(null, judged.address, judged.family);
  };

/** Posts the message once; never throws (a refusal, a timeout or a broken connection is a failed try). */
export async function postWebhook(request: WebhookRequest, options: PostOptions): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, statusCode: number | null = null, response: string | null = null) => ({
    ok: false,
    statusCode,
    durationMs: elapsed(),
    error,
    response,
  });
  const url = new URL(request.url);
  let judged: JudgedAddress;
  try {
    judged = await judgeDestination(url, options.allowPrivate, options.resolve ?? resolveWithDns);
  } catch (error) {
    if (error instanceof RefusedDestination) return failed(`Refused: ${error.message}`);
    throw error;
  }
  const headers = signedHeaders(request, options.now ?? new Date());
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<AttemptOutcome>((resolve) => {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(request.body)) },
      // A connection of its own for each try: it connects to the address judged for this try.
      agent: false,
      lookup: pinnedLookup(judged),
      ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
    });
    const timer = setTimeout(() => {
      settle(failed(`No answer within ${timeoutMs / 1000} s`));
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) => settle(failed(error.code ?? error.message)));
    outgoing.on('response', (answer) => {
      const kept: Buffer[] = [];
      let keptBytes = 0;
      answer.on('data', (chunk: Buffer) => {
        if (keptBytes >= WEBHOOK_RESPONSE_KEPT_BYTES) return;
        kept.push(chunk.subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES - keptBytes));
        keptBytes += Math.min(chunk.length, WEBHOOK_RESPONSE_KEPT_BYTES - keptBytes);
        // Enough is kept: the rest of a long answer is not read.
        if (keptBytes >= WEBHOOK_RESPONSE_KEPT_BYTES) answer.destroy();
      });
      const done = () => {
        const status = answer.statusCode ?? 0;
        const text = Buffer.concat(kept).toString('utf8');
        const ok = status >= 200 && status < 300;
        settle({
          ok,
          statusCode: status,
          durationMs: elapsed(),
          error: ok
            ? null
            : status >= 300 && status < 400
              ? `Redirect not followed (${status})`
              : `HTTP ${status}`,
          response: text || null,
        });
      };
      answer.on('end', done);
      answer.on('close', done);
      answer.on('error', done);
    });
    outgoing.end(request.body);
  });
}
