import { chromium } from 'playwright';

// Main-thread work of a public page's first load, from Chromium's own trace (no Lighthouse, no throttling):
// the thread CPU time of the renderer's main-thread tasks, which moves far less with the machine's load than
// Lighthouse's simulated TBT (docs/decisions/111). Prints per run: tasks' CPU ms, long tasks (>= 50 ms CPU),
// and the CPU ms of script evaluation and function calls per script URL.
//
//   node --import tsx web/main-thread.ts http://localhost:PORT/ [runs]

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  ts: number;
  args?: { name?: string; data?: { url?: string; scriptName?: string; frame?: string } };
}

export interface MainThreadFigures {
  taskCpuMs: number;
  longTasks: number;
  scriptCpuMs: number;
  byScript: Record<string, number>;
}

export async function mainThreadOf(url: string): Promise<MainThreadFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    // The page's renderer: of the renderers' main threads, the one that ran the most (about:blank has one too).
    const mains = traceEvents.filter(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    const eventsOf = (main: TraceEvent) =>
      traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
    const onMain = mains.map(eventsOf).sort((a, b) => b.length - a.length)[0] ?? [];
    const tasks = onMain.filter(
      (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask',
    );
    const cpu = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
    const byScript: Record<string, number> = {};
    let scriptCpuMs = 0;
    for (const event of onMain) {
      if (
        event.name !== 'EvaluateScript' &&
        event.name !== 'FunctionCall' &&
        event.name !== 'v8.evaluateModule'
      )
        continue;
      const script = (event.args?.data?.url || event.args?.data?.scriptName || '?').replace(
        /^https?:\/\/[^/]+/,
        '',
      );
      byScript[script] = (byScript[script] ?? 0) + cpu(event);
      scriptCpuMs += cpu(event);
    }
    return {
      taskCpuMs: tasks.reduce((sum, event) => sum + cpu(event), 0),
      longTasks: tasks.filter((event) => cpu(event) >= 50).length,
      scriptCpuMs,
      byScript,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://localhost:3390/';
  const runs = Number(process.argv[3] ?? 3);
  for (let run = 0; run < runs; run += 1) {
    const figures = await mainThreadOf(url);
    const top = Object.entries(figures.byScript)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([script, ms]) => `${script} ${ms.toFixed(1)}`)
      .join('; ');
    console.log(
      `${url} tasks ${figures.taskCpuMs.toFixed(1)} ms CPU, long ${figures.longTasks}, script ${figures.scriptCpuMs.toFixed(1)} ms: ${top}`,
    );
  }
}
