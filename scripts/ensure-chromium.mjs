#!/usr/bin/env node
// The browser journeys run in Debian's browsers (test tools cannot download their own browser here): the old
// headless shell, a quarter cheaper on CPU than Chromium's new headless mode (docs/decisions/071), and Chromium
// itself for the screenshot tool and Lighthouse. Installs what is missing when running as root; otherwise the
// journeys use whichever is there, and without either the command names the one command to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

const browsers = [
  { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', apt: 'chromium' },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
if (missing.length === 0) process.exit(0);

const packages = missing.map((browser) => browser.apt);
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser journeys...`);
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (run(['update', '-qq']).status === 0 && run(['install', '-y', '-qq', ...packages]).status === 0) {
    if (missing.every((browser) => existsSync(browser.path))) process.exit(0);
  }
  console.error(
    `Installing ${packages.join(' ')} failed: run \`apt-get install -y ${packages.join(' ')}\` and try again.`,
  );
  process.exit(1);
}
if (missing.length < browsers.length) {
  console.log(
    `Not installed: ${packages.join(' ')} (\`sudo apt-get install -y ${packages.join(' ')}\`); the journeys use the browser that is.`,
  );
  process.exit(0);
}
console.error(
  `No browser for the journeys: run \`sudo apt-get install -y ${packages.join(' ')}\` (or set CHROMIUM_PATH) and try again.`,
);
process.exit(1);
