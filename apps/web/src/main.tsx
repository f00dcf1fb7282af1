import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadAppConfig } from './lib/app-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The error-reporting client (platform spec §9) exists only where a DSN is configured, and even then loads
// after the page has: the public pages' first load never carries it.
function afterPageLoad(start: () => void): void {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
void loadAppConfig()
  .then((config) => {
    if (!config.errorReportingDsn) return;
    afterPageLoad(() => {
      void import('./lib/error-reporting/start-error-reporting').then(({ startErrorReporting }) =>
        startErrorReporting(config),
      );
    });
  })
  .catch(() => undefined);
