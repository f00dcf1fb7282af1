#!/usr/bin/env node
// `npm run dev`: the API restarts on change and the web app rebuilds on change; both served at PUBLIC_URL
// by the API, so the OpenID redirects work exactly as in production (docs/decisions/003-dev-loop.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npm', ['run', 'build', '-w', '@safc/web', '--', '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
