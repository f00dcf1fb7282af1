/** The API bundle's path: apps/api/dist/server.mjs. */
export const API_BUNDLE: string;
/** Bundles the API into API_BUNDLE and resolves with its path. */
export function buildApi(): Promise<string>;
