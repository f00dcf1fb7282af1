#!/usr/bin/env node
// The `safc` command (npx safc --help): runs the TypeScript command line through tsx, as the repository's other
// TypeScript commands run (scripts/run-api-command.mjs).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
