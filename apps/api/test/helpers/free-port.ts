import { createServer } from 'node:net';

/**
 * Where freePort looks: below Linux's ephemeral range (32768-60999), from which every `listen(0)` of the tests'
 * own servers (peer registries, webhook receivers, the CLI's registry) and every outgoing connection takes its
 * port. A port taken from that range could be given to one of them between being released here and being taken
 * by the child; its health check then reached another registry, and a sign-in was refused for a redirect
 * address that registry does not know (the crash test, clean-clone run 14, 2026-12-03). The journeys' second
 * registries take theirs here too: CI runs the API suite beside them.
 */
const CHILD_PORTS = { from: 20_000, to: 32_000 };

/** A free loopback port for a child process to take, drawn at random below the ephemeral range. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = CHILD_PORTS.from + Math.floor(Math.random() * (CHILD_PORTS.to - CHILD_PORTS.from));
    if (await isFree(port)) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
