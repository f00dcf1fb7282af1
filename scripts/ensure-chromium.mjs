#!/usr/bin/env node
// The browser journeys run in Debian's Chromium (test tools cannot download their own browser here).
// Installs it when running as root; otherwise names the one command to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium is missing at ${chromium}: installing Debian's chromium package...`);
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run(['update', '-qq']).status === 0 && run(['install', '-y', '-qq', 'chromium']).status === 0 && existsSync(chromium)) {
    process.exit(0);
  }
  console.error('Installing chromium failed: run `apt-get install -y chromium` and try again.');
  process.exit(1);
}
console.error(`Chromium is missing at ${chromium}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH) and try again.`);
process.exit(1);
