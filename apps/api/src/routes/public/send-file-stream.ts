import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a file that is written while it is sent (an export), as a download under `fileName`. */
export function sendFileStream(reply: FastifyReply, stream: Readable, contentType: string, fileName: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
