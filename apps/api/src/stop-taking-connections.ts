import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** A process of API_PROCESSES tells the primary it stops (SIGTERM came); the primary starts its successor. */
export const STOPPING = 'safc:stopping';
/** The primary answers once another process listens on the port: the stopping one may close its listener. */
export const CLOSE_LISTENER = 'safc:close-listener';

const isMessage = (message: unknown, type: string) =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
export const isStoppingMessage = (message: unknown) => isMessage(message, STOPPING);

/**
 * How long the open connections are given to end by themselves. A connection in use ends after the answer to
 * the request it carries. An idle one is closed by the server's own keep-alive timer (`keepAliveTimeout`, 5 s by
 * default) at most that long after its last answer, which came before the stop: clients know that timeout from
 * the answer's `Keep-Alive: timeout=5` and stop reusing a connection before it, so none sends on one as it
 * closes. Closing idle connections sooner (1 s, 2026-12-02) cut one a client was sending on ("other side
 * closed", one GET in a run of the restart test). A stop ends as soon as the last connection has.
 */
const drainMsOf = (server: Server) => server.keepAliveTimeout + 100;

/**
 * The first part of a graceful stop (decision 128), before app.close(): resolves once the server has stopped
 * taking connections and those it had have ended, or once its keep-alive timeout has passed (at most half the
 * grace) after it stopped taking them.
 *
 * - Under API_PROCESSES the listener closes only once another process listens (the primary says so), or at
 *   half of the grace, so the port never refuses a connection while processes are restarted one after
 *   another: node:cluster's primary closes the shared port when its last listener leaves.
 * - Closing the listener leaves the open connections alone: `http.Server#close` would also close every idle
 *   keep-alive connection at once (Node 19 and later), and a client that sends its next request on one at that
 *   moment gets a reset (ECONNRESET, "other side closed"), a keyed write included. `net.Server#close` only
 *   stops accepting. Every answer now says `Connection: close` (plugins/graceful-stop.ts), so each connection
 *   ends after the request it carries, and clients open the next one to a process that stays.
 * - What is still open then is left to app.close().
 */
export async function stopTakingConnections(server: Server, graceMs: number): Promise<void> {
  await anotherProcessListens(Date.now() + graceMs / 2);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.min(drainMsOf(server), graceMs / 2));
    // 'close': the listener is closed and no connection is left.
    server.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    NetServer.prototype.close.call(server);
  });
}

/** Resolves when the primary says another process listens, at once outside API_PROCESSES, or at `deadline`. */
function anotherProcessListens(deadline: number): Promise<void> {
  if (!cluster.isWorker || !process.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve();
    };
    const onMessage = (message: unknown) => {
      if (isMessage(message, CLOSE_LISTENER)) done();
    };
    const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
    process.on('message', onMessage);
    process.send?.({ type: STOPPING });
  });
}
