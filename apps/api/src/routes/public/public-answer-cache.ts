import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** A public answer serialised once, and compressed once per encoding a client asked for. */
interface CachedAnswer {
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Below this an answer goes plain, as @fastify/compress's threshold does (docs/decisions/026). */
const COMPRESS_FROM_BYTES = 512;

const compress: Record<Encoding, (json: string) => Buffer> = {
  // Quality 2, not 4 as other API answers (026): paid once per address and publication, which is once per request
  // for varied addresses (a statistics period, a deep cursor). On an 8.5 kB series 45 µs against 82 µs, for
  // 2.5 % more bytes (decision 133).
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }),
  gzip: (json) => gzipSync(json),
};

/** The client's preferred encoding we offer (brotli first, as @fastify/compress chooses), honouring q=0. */
function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export interface PublicAnswerCache {
  /**
   * The answer to `key` as of the publication `version`: made by `make` once, whoever asks meanwhile shares
   * it; a new version forgets every answer of the old one.
   */
  get(version: string, key: string, make: () => Promise<string>): Promise<CachedAnswer>;
}

/**
 * Public list pages change only when the publishing job publishes (docs/decisions/034), so a page read,
 * checked against its schema, serialised and compressed once serves everyone who asks for it until the next
 * publication: the first page and the popular filters cost a map lookup. At most `maxPages` pages (the
 * least recently asked go first), so memory stays bounded however many cursors are asked for.
 */
export function publicAnswerCache(maxPages: number): PublicAnswerCache {
  let currentVersion: string | undefined;
  let pages = new Map<string, Promise<CachedAnswer>>();
  return {
    get(version, key, make) {
      if (version !== currentVersion) {
        currentVersion = version;
        pages = new Map();
      }
      const held = pages.get(key);
      if (held) {
        // Most recently used last: Map keeps insertion order.
        pages.delete(key);
        pages.set(key, held);
        return held;
      }
      const made = make().then((json): CachedAnswer => ({ json, encoded: {} }));
      const into = pages;
      into.set(key, made);
      // A failed read is not kept: the next request tries again.
      made.catch(() => {
        if (into.get(key) === made) into.delete(key);
      });
      if (into.size > maxPages) {
        const oldest = into.keys().next().value;
        if (oldest !== undefined) into.delete(oldest);
      }
      return made;
    },
  };
}

/** Sends a cached answer, compressed as the client accepts (the compress plugin passes it untouched). */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = answer.json.length >= COMPRESS_FROM_BYTES ? encodingFor(request) : null;
  if (!encoding) return reply.send(answer.json);
  const body = (answer.encoded[encoding] ??= compress[encoding](answer.json));
  return reply.header('content-encoding', encoding).send(body);
}
