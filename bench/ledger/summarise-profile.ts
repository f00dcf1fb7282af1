import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const PACKAGES = [
  'drizzle-orm',
  'pg/lib',
  'pg-protocol',
  'fastify/',
  'zod',
  'pino',
  '/services/',
  '/plugins/',
  '/routes/',
  '/db/',
];

/** The package (or the API's folder) a frame belongs to; a native frame is named with its JS caller's. */
function ownerOf(url: string): string | undefined {
  if (!url) return undefined;
  const module = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  const api = url.split('/apps/api/src/')[1];
  if (api) return `api ${api.split('/').slice(0, 2).join('/')}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url.split('/').slice(-2).join('/');
}

/**
 * The largest .cpuprofile in the folder (the main thread), over its last `lastSeconds` (the measured load,
 * not the start-up): self time per function, self time per package (a native function such as a socket
 * write counted with the package that called it) and inclusive time per package.
 */
export async function summariseProfile(folder: string, lastSeconds = Infinity, top = 15): Promise<string> {
  const files = await Promise.all(
    (await readdir(folder))
      .filter((f) => f.endsWith('.cpuprofile'))
      .map(async (f) => ({ f, size: (await stat(path.join(folder, f))).size })),
  );
  const largest = files.sort((a, b) => b.size - a.size)[0];
  if (!largest) return 'no profile written';
  const profile = JSON.parse(await readFile(path.join(folder, largest.f), 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const from = profile.endTime - lastSeconds * 1e6;
  const selfTime = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((sample, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= from) selfTime.set(sample, (selfTime.get(sample) ?? 0) + delta);
  });
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, time: number) =>
    map.set(key, (map.get(key) ?? 0) + time);
  for (const [id, time] of selfTime) {
    const frame = nodes.get(id)!.callFrame;
    add(
      byFunction,
      `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}`,
      time,
    );
    let owner = ownerOf(frame.url);
    if (!owner) {
      let caller = parent.get(id);
      // Past Node's own stream and socket code, to the package that asked for the write.
      const isOwnerless = (url: string) => !url || url.startsWith('node:');
      while (caller !== undefined && isOwnerless(nodes.get(caller)!.callFrame.url))
        caller = parent.get(caller);
      const callerOwner = caller === undefined ? undefined : ownerOf(nodes.get(caller)!.callFrame.url);
      owner = `(${frame.functionName}) from ${callerOwner ?? 'the event loop'}`;
    }
    add(byOwner, owner, time);
    const seen = new Set<string>();
    for (let cursor: number | undefined = id; cursor !== undefined; cursor = parent.get(cursor)) {
      const url = nodes.get(cursor)!.callFrame.url;
      for (const pkg of PACKAGES) if (url.includes(pkg)) seen.add(pkg);
    }
    for (const pkg of seen) add(byPackage, pkg, time);
  }
  const percent = (time: number) => `${((time / total) * 100).toFixed(1)}%`;
  const list = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `  ${percent(time)} ${name}`);
  return [
    `Main thread ${(total / 1e6).toFixed(1)} s sampled over the measured load (${largest.f})`,
    '',
    'Self time:',
    ...list(byFunction, top),
    '',
    'Self time by package (native work counted with its caller):',
    ...list(byOwner, top),
    '',
    'Inclusive, by package or folder:',
    ...list(byPackage, PACKAGES.length),
  ].join('\n');
}
