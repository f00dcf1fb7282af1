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
}

const PACKAGES = ['drizzle-orm', 'pg/lib', 'pg-protocol', 'fastify/', 'zod', 'pino', '/services/', '/plugins/', '/routes/'];

/** The largest .cpuprofile in the folder (the main thread), as self time per function and per package. */
export async function summariseProfile(folder: string, top = 15): Promise<string> {
  const files = await Promise.all(
    (await readdir(folder)).filter((f) => f.endsWith('.cpuprofile')).map(async (f) => ({ f, size: (await stat(path.join(folder, f))).size })),
  );
  const largest = files.sort((a, b) => b.size - a.size)[0];
  if (!largest) return 'no profile written';
  const profile = JSON.parse(await readFile(path.join(folder, largest.f), 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfTime = new Map<number, number>();
  profile.samples.forEach((sample, index) => selfTime.set(sample, (selfTime.get(sample) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = nodes.get(id)!.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    const seen = new Set<string>();
    for (let cursor: number | undefined = id; cursor !== undefined; cursor = parent.get(cursor)) {
      const url = nodes.get(cursor)!.callFrame.url;
      for (const pkg of PACKAGES) if (url.includes(pkg)) seen.add(pkg);
    }
    for (const pkg of seen) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  }
  const percent = (time: number) => `${((time / total) * 100).toFixed(1)}%`;
  const lines = [`Main thread ${(total / 1e6).toFixed(1)} s sampled (${largest.f})`, '', 'Self time:'];
  for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${percent(time)} ${name}`);
  lines.push('', 'Inclusive, by package or folder:');
  for (const [pkg, time] of [...byPackage].sort((a, b) => b[1] - a[1])) lines.push(`  ${percent(time)} ${pkg}`);
  return lines.join('\n');
}
