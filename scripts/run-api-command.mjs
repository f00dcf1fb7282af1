// Runs one of the API's TypeScript commands with this process's arguments, from the repository root.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function runApiCommand(file) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
