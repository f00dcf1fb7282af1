// `npm run republish`: rebuilds the public side's published tables and landing figures from the ledger of
// the registry configured by the environment (DATA_DIR or DATABASE_URL), docs/decisions/110. On PostgreSQL
// the registry keeps running and answering; on PGlite the data folder is one process's, so stop it first.
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { republish } from '../services/public-log/republish';

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'npm run republish',
  });
} catch (error) {
  console.error(`Republish failed: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const done = await republish(database.db, ({ step, seconds }) => {
    console.log(`  ${step} (${seconds.toFixed(1)} s)`);
  });
  console.log(
    `Republished ${done.blocks.toLocaleString('en-US')} unit blocks and the landing figures in ${done.seconds.toFixed(1)} s`,
  );
} catch (error) {
  console.error(`Republish failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
