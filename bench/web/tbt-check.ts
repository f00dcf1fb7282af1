import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../ledger/bench-support';

// The check issue 42 asks of `npm run lighthouse -w @safc/bench` (docs/decisions/111): a public page whose total
// blocking time more than doubles against its recorded figure fails the run, loudly. TBT is what slid from
// 42-116 ms to 1.1-2.3 s between 2026-11-27 and 2026-12-01 while the score alone was read as "load".

export const TBT_BASELINE = path.join(repositoryRoot, 'bench/results/lighthouse-tbt.json');

/** Below this a TBT passes whatever its ratio: runs of one build differ by tens of ms (Lighthouse counts a 51 ms task). */
export const TBT_FLOOR_MS = 150;

/**
 * A host whose benchmarkIndex is below this share of the recorded one is too slow (or too loaded) for the
 * comparison to say anything about the code: Lighthouse's 4x assumes the host it was recorded on, and TBT counts
 * only what exceeds 50 ms of each task, so it more than doubles on a host a third slower. At 0.5 (decision 111)
 * unchanged pages failed on two hosts at 0.56 and 0.58-0.70 of the record, at 2.7 to 13 times their TBT
 * (docs/decisions/137); on such a host, compare builds side by side with bench/web/main-thread.ts instead.
 */
export const COMPARABLE_HOST = 0.8;

export interface PageTbt {
  tbt: number;
  benchmarkIndex: number;
}

interface Baseline {
  recorded: string;
  commit: string;
  source: string;
  pages: Record<string, PageTbt>;
}

export interface TbtVerdict {
  page: string;
  measured: PageTbt;
  recorded?: PageTbt;
  outcome: 'pass' | 'regressed' | 'not judged' | 'no record';
}

export function readBaseline(file = TBT_BASELINE): Baseline {
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
}

/** Each page's default-setting median TBT against its recorded figure. */
export function judgeTbt(measured: Record<string, PageTbt>, baseline: Baseline): TbtVerdict[] {
  return Object.entries(measured).map(([page, figures]) => {
    const recorded = baseline.pages[page];
    if (!recorded) return { page, measured: figures, outcome: 'no record' };
    if (figures.benchmarkIndex < recorded.benchmarkIndex * COMPARABLE_HOST)
      return { page, measured: figures, recorded, outcome: 'not judged' };
    const regressed = figures.tbt > 2 * recorded.tbt && figures.tbt > TBT_FLOOR_MS;
    return { page, measured: figures, recorded, outcome: regressed ? 'regressed' : 'pass' };
  });
}

/** The verdicts as lines for the console and web.md. */
export function verdictLines(verdicts: readonly TbtVerdict[], baseline: Baseline): string[] {
  return verdicts.map(({ page, measured, recorded, outcome }) => {
    const against = recorded
      ? `recorded ${recorded.tbt} ms at benchmarkIndex ${recorded.benchmarkIndex} (${baseline.recorded.slice(0, 10)}, ${baseline.commit})`
      : 'no recorded figure';
    const mark =
      outcome === 'regressed'
        ? 'TBT REGRESSION: more than double'
        : outcome === 'not judged'
          ? `not judged: this host's benchmarkIndex is below ${COMPARABLE_HOST} x the recorded one (loaded or slower; compare builds with bench/web/main-thread.ts)`
          : outcome;
    return `- ${page}: TBT ${Math.round(measured.tbt)} ms at benchmarkIndex ${Math.round(measured.benchmarkIndex)}, ${against}: ${mark}`;
  });
}

/** LIGHTHOUSE_RECORD=1: the run's figures become the recorded ones (after a change that is meant to cost). */
export function recordBaseline(measured: Record<string, PageTbt>, commit: string, file = TBT_BASELINE): void {
  const baseline: Baseline = {
    recorded: new Date().toISOString(),
    commit,
    source: 'bench/results/web.md, Lighthouse default mobile settings (4x), median of the runs',
    pages: Object.fromEntries(
      Object.entries(measured).map(([page, { tbt, benchmarkIndex }]) => [
        page,
        { tbt: Math.round(tbt), benchmarkIndex: Math.round(benchmarkIndex) },
      ]),
    ),
  };
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}
