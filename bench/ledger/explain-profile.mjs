// Reads a PostgreSQL server log written with auto_explain in JSON (see README "Where PostgreSQL's work goes")
// and prints, per statement, how many shared buffers it touched: the total, per call and its share of all.
// Usage: node bench/ledger/explain-profile.mjs LOGFILE [DATABASE_PREFIX]   (default prefix: safc_bench_)
import { readFileSync } from 'node:fs';

const [file, prefix = 'safc_bench_'] = process.argv.slice(2);
if (!file) throw new Error('usage: explain-profile.mjs LOGFILE [DATABASE_PREFIX]');

const touched = (node) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);

/**
 * A plan's buffers, node by node: what each node touched beyond its children. The top node's count alone
 * misses a data-modifying CTE the outer query does not read (PostgreSQL runs it after the top node finishes,
 * so its buffers are counted in its own node only); the sum of each node's own share counts it, and a node
 * whose children counted more than it did (such a CTE under it) adds nothing of its own.
 */
function ownBuffers(node) {
  const children = node.Plans ?? [];
  const own = Math.max(0, touched(node) - children.reduce((sum, child) => sum + touched(child), 0));
  return own + children.reduce((sum, child) => sum + ownBuffers(child), 0);
}

const entry = /@(\S+) LOG: {2}duration: ([\d.]+) ms {2}plan:\n/g;
const text = readFileSync(file, 'utf8');
const byStatement = new Map();
let match;
while ((match = entry.exec(text))) {
  if (!match[1].startsWith(prefix)) continue;
  // The JSON plan runs to the next log line (a line starting with a timestamp).
  const start = entry.lastIndex;
  const next = text.slice(start).search(/\n\d{4}-\d\d-\d\d /);
  let plan;
  try {
    plan = JSON.parse(next < 0 ? text.slice(start) : text.slice(start, start + next));
  } catch {
    continue; // a plan cut by the log's end
  }
  const buffers = ownBuffers(plan.Plan ?? {});
  const statement = String(plan['Query Text'] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 110);
  const seen = byStatement.get(statement) ?? { calls: 0, buffers: 0, ms: 0 };
  seen.calls += 1;
  seen.buffers += buffers;
  seen.ms += Number(match[2]);
  byStatement.set(statement, seen);
}

const total = [...byStatement.values()].reduce((sum, { buffers }) => sum + buffers, 0);
console.log(`| Share of buffers | Buffers per call | Calls logged | Statement (first 110 characters) |`);
console.log(`|---:|---:|---:|---|`);
for (const [statement, { calls, buffers }] of [...byStatement].sort((a, b) => b[1].buffers - a[1].buffers)) {
  if (buffers / total < 0.01) continue;
  const share = ((100 * buffers) / total).toFixed(1);
  console.log(
    `| ${share} % | ${(buffers / calls).toFixed(1)} | ${calls} | \`${statement.replaceAll('|', '\\|')}\` |`,
  );
}
