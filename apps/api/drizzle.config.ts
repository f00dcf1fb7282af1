import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @safc/api` writes a migration for each change of src/db/schema into drizzle/.
// Hand-written SQL (seed rows every registry needs) lives in migrations made with `drizzle-kit generate --custom`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
