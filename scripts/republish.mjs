#!/usr/bin/env node
// `npm run republish`: the work is in apps/api/src/ops/republish-command.ts (see README, "Republishing").
import { runApiCommand } from './run-api-command.mjs';

runApiCommand('apps/api/src/ops/republish-command.ts');
