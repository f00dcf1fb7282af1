#!/usr/bin/env node
// `npm run move-uploads`: moves uploaded files into the store FILE_STORAGE names (apps/api/src/ops, decision 116).
import { runApiCommand } from './run-api-command.mjs';

runApiCommand('apps/api/src/ops/move-uploads-command.ts');
