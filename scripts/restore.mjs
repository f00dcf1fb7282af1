#!/usr/bin/env node
// `npm run restore <backup folder>`: the work is in apps/api/src/ops (see README, "Backup and restore").
import { runApiCommand } from './run-api-command.mjs';

runApiCommand('apps/api/src/ops/restore-command.ts');
