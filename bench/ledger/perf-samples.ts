/**
 * Reads `perf script -F comm,pid,tid,ip,sym,dso` over a system-wide `perf record -a -g` and says who used the
 * machine's CPU and where. `perf` samples only what is running on a core, so a process waiting for one counts
 * nothing: V8's own profiler (`--cpu-prof`) samples the API's main thread by the clock instead, and on these
 * two shared cores it counted the time the API waited, after a socket write had woken a PostgreSQL backend,
 * as time in the write (a third of its samples; bench/ledger/README.md, 2026-11-27).
 */

/** One sample: who was running and its stack, innermost frame first. */
interface Sample {
  comm: string;
  pid: number;
  tid: number;
  frames: Frame[];
}

interface Frame {
  symbol: string;
  dso: string;
}

export interface Processes {
  /** The API process (node, started with --perf-prof so that its JavaScript has names). */
  api: number;
  /** The load generator: the benchmark's own process. */
  loadGenerator: number;
}

const HEADER = /^(\S.*?)\s+(\d+)\/(\d+)\s*$/;
const FRAME = /^\s+[0-9a-f]+ (.*) \((.*)\)$/;

export function parseSamples(script: string): Sample[] {
  const samples: Sample[] = [];
  let current: Sample | undefined;
  for (const line of script.split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      current = { comm: header[1]!, pid: Number(header[2]), tid: Number(header[3]), frames: [] };
      samples.push(current);
      continue;
    }
    const frame = FRAME.exec(line);
    if (frame && current) current.frames.push({ symbol: frame[1]!, dso: frame[2]! });
  }
  return samples;
}

/** Who a sample belongs to, in the registry's words. */
function partyOf(sample: Sample, processes: Processes): string {
  if (sample.pid === processes.api)
    return sample.tid === processes.api ? 'API, main thread' : 'API, other threads (GC helpers, libuv)';
  if (sample.comm === 'postgres') return 'PostgreSQL (every process of the server)';
  if (sample.pid === processes.loadGenerator) return 'load generator';
  if (sample.pid === 0) return 'idle';
  return `other: ${sample.comm}`;
}

/** A JavaScript frame's package (node_modules), `api` for the bundle, `node:` for Node's own modules. */
function packageOf(symbol: string): string | undefined {
  if (!symbol.startsWith('JS:')) return undefined;
  const module = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(symbol);
  if (module) return module[1];
  if (symbol.includes('/apps/api/dist/')) return 'api (apps/api/dist/server.mjs)';
  if (symbol.includes(' node:')) return 'node: (Node.js own modules)';
  return 'other JavaScript';
}

/** What kind of work a frame is when it is the one on the core (the sample's innermost frame). */
function kindOf(frame: Frame): string {
  if (frame.dso.includes('kernel')) return 'kernel (system calls, network, page faults)';
  if (frame.symbol.startsWith('JS:')) return `JavaScript: ${packageOf(frame.symbol)}`;
  // V8's generated code that is not a function of the program: builtins, stubs, regular expressions.
  if (/jitted-\d+-\d+\.so$/.test(frame.dso)) return `V8 generated code (${frame.symbol.split(':')[0]})`;
  if (/compiler::|Maglev|Turbofan|Baseline/.test(frame.symbol)) return 'V8 compilers';
  if (/Scaveng|MarkCompact|Sweep|ConcurrentMarking|Heap::|GCTracer|Evacuat/.test(frame.symbol))
    return 'V8 garbage collector';
  if (/^Builtins_/.test(frame.symbol)) return 'V8 builtins (property access, promises, strings)';
  if (/^v8::|^Json|^icu/.test(frame.symbol)) return 'V8 runtime (JSON, strings, objects)';
  if (/^node::|^uv_|^uv__/.test(frame.symbol)) return 'Node.js and libuv (C++)';
  if (frame.dso.includes('libc') || frame.dso.includes('libstdc')) return 'libc (malloc, memcpy)';
  if (frame.dso.includes('libcrypto') || frame.dso.includes('libssl')) return 'OpenSSL (hashes)';
  return `other native (${frame.dso.split('/').pop()})`;
}

/**
 * PostgreSQL's functions that name a stage of a statement's life: a sample inside one counts for it (once,
 * however deep), so the stages overlap (ExecutorFinish runs inside the portal's run, for instance).
 */
const POSTGRES_STAGES: ReadonlyArray<readonly [string, RegExp]> = [
  ['a statement run (PortalRun)', /^PortalRun$/],
  ['executor start: plans set up (standard_ExecutorStart)', /^standard_ExecutorStart$/],
  ['executor run (standard_ExecutorRun)', /^standard_ExecutorRun$/],
  [
    'executor finish: CTE writes, foreign-key triggers (standard_ExecutorFinish)',
    /^standard_ExecutorFinish$/,
  ],
  ['index entries written (ExecInsertIndexTuples)', /^ExecInsertIndexTuples$/],
  ['SQL text parsed (raw_parser)', /^raw_parser$/],
  [
    'analysis and planning (pg_analyze_and_rewrite_fixedparams, pg_plan_queries)',
    /^(pg_analyze_and_rewrite_fixedparams|pg_plan_queries)$/,
  ],
  ['a prepared plan fetched (GetCachedPlan)', /^GetCachedPlan$/],
  ['heavyweight locks (LockAcquireExtended, LockRelease)', /^(LockAcquireExtended|LockRelease)$/],
  ['commit (CommitTransactionCommand)', /^CommitTransactionCommand$/],
  ['WAL records built (XLogInsert)', /^XLogInsert$/],
  ['WAL flushed (XLogFlush)', /^XLogFlush$/],
  ['kernel: fdatasync', /^__x64_sys_fdatasync$/],
  ['kernel: socket sends (tcp_sendmsg)', /^tcp_sendmsg$/],
  ['kernel: socket reads (tcp_recvmsg)', /^tcp_recvmsg$/],
  ['kernel: waiting for the client (epoll_wait)', /^do_epoll_wait$/],
];

function tally(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * The profile as text: the machine's CPU by party (share and milliseconds per transfer), the API's main thread
 * by kind of work, by package (inclusive) and by function, PostgreSQL by stage and by function.
 */
export function summariseSamples(
  samples: Sample[],
  processes: Processes,
  { frequency, transfers, top = 20 }: { frequency: number; transfers: number; top?: number },
): string {
  const all = samples.length;
  const msPerTransfer = (count: number) => ((count / frequency / transfers) * 1000).toFixed(3);
  const line = (count: number, name: string) =>
    `  ${((count / all) * 100).toFixed(1).padStart(5)}%  ${msPerTransfer(count).padStart(6)} ms  ${name}`;
  const list = (map: Map<string, number>, count = top) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, n]) => line(n, name));

  const byParty = new Map<string, number>();
  const apiKind = new Map<string, number>();
  const apiPackage = new Map<string, number>();
  const apiFunction = new Map<string, number>();
  const apiThreadsKind = new Map<string, number>();
  const postgresStage = new Map<string, number>();
  const postgresFunction = new Map<string, number>();
  for (const sample of samples) {
    const party = partyOf(sample, processes);
    tally(byParty, party);
    const self = sample.frames[0];
    if (!self) continue;
    if (sample.pid === processes.api && sample.tid === processes.api) {
      tally(apiKind, kindOf(self));
      tally(apiFunction, self.symbol.replace(/ file:\/\/\/.*\/apps\/api\//, ' apps/api/'));
      const packages = new Set(sample.frames.map((frame) => packageOf(frame.symbol)));
      for (const name of packages) if (name) tally(apiPackage, name);
    } else if (sample.pid === processes.api) {
      tally(apiThreadsKind, kindOf(self));
    } else if (sample.comm === 'postgres') {
      tally(postgresFunction, self.symbol);
      const stages = new Set<string>();
      for (const frame of sample.frames)
        for (const [stage, pattern] of POSTGRES_STAGES) if (pattern.test(frame.symbol)) stages.add(stage);
      for (const stage of stages) tally(postgresStage, stage);
    }
  }
  const section = (heading: string, map: Map<string, number>, count = top) => [
    '',
    heading,
    ...list(map, count),
  ];
  return [
    `${all} samples at ${frequency} Hz on every core, ${transfers} transfers completed while sampling.`,
    'Each line: share of all samples (the whole machine, idle included), then CPU milliseconds per transfer.',
    ...section('The machine, by who was running:', byParty, Infinity),
    ...section("The API's main thread, by the kind of work on the core:", apiKind),
    ...section(
      "The API's main thread, inclusive by package (a JavaScript frame of it anywhere in the synchronous " +
        'stack;\nwork resumed from a promise starts a new stack, so callers across an await are not seen):',
      apiPackage,
    ),
    ...section("The API's main thread, by function on the core:", apiFunction),
    ...section("The API's other threads, by the kind of work on the core:", apiThreadsKind),
    ...section(
      'PostgreSQL, inclusive by stage (stages overlap: a sample counts in every stage on its stack; a lower\n' +
        "bound: the server's static functions have no symbols, and a stack through code built without frame\n" +
        'pointers ends early):',
      postgresStage,
      Infinity,
    ),
    ...section('PostgreSQL, by function on the core:', postgresFunction),
  ].join('\n');
}
