import { queryOptions, useQuery } from '@tanstack/react-query';
import { configKeys } from './query-keys/config';

/** GET /api/config: public settings the web needs before anyone signs in. */
export interface AppConfig {
  oidcAuthority: string;
  oidcClientId: string;
  apiAudience: string;
  buildVersion: string;
  environment: string;
  userGuideUrl: string;
  /** Set when the deployment reports web errors (lib/error-reporting); null otherwise. */
  errorReportingDsn: string | null;
}

let loading: Promise<AppConfig> | null = null;

// Fetched without the HTTP client on purpose: it needs no token, and the client's token renewal itself
// needs this configuration.
export function loadAppConfig(): Promise<AppConfig> {
  loading ??= fetch('/api/config', {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  })
    .then(async (response) => {
      if (!response.ok)
        throw new Error(`The registry's configuration is unavailable (status ${response.status}).`);
      return (await response.json()) as AppConfig;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export const appConfigQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: loadAppConfig,
  staleTime: Infinity,
  meta: { silent: true },
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}
