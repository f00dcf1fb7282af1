import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this file. It sits one level down both as src/paths.ts (run through tsx) and inside
 * dist/server.mjs (the bundle `npm start` runs, scripts/build-api.mjs), where every module shares the bundle's
 * address: so files are found from here, never from `import.meta.url` of a deeper module.
 */
export const API_FOLDER = fileURLToPath(new URL('..', import.meta.url));

/** The repository's root: relative settings (DATA_DIR, WEB_DIST, UPLOADS_DIR) and the verifier script. */
export const REPOSITORY_ROOT = path.resolve(API_FOLDER, '../..');
