import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../ledger/bench-support';

// bench/results/web.md holds two reports, each rewritten by its own script: the first visit's weight
// (first-visit.ts) and Lighthouse's scores (lighthouse.ts). Each keeps the other's section.
const file = path.join(repositoryRoot, 'bench/results/web.md');

export function writeWebSection(name: 'first-visit' | 'lighthouse', text: string): void {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const section = `${start}\n${text.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  let next: string;
  if (from >= 0 && to > from) next = current.slice(0, from) + section + current.slice(to + end.length);
  else if (name === 'first-visit' || !current.includes('<!-- first-visit -->')) next = `${section}\n`;
  else next = `${current.trimEnd()}\n\n${section}\n`;
  if (name === 'first-visit' && from < 0) {
    // The first report in the new form: keep a Lighthouse section if one is there.
    const lighthouse = current.match(/<!-- lighthouse -->[\s\S]*<!-- \/lighthouse -->/);
    if (lighthouse) next = `${section}\n\n${lighthouse[0]}\n`;
  }
  writeFileSync(file, next);
}
