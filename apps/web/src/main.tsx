// react-dom's small entry (portals, flushSync) is used by the renderer and by pages' chunks alike: imported
// here it is in the chunk every page loads, instead of the bundler copying it into each user (1 kB each).
import 'react-dom';
import { loadAppConfig } from './lib/app-config';
import { earlyReadOf, startEarlyRead } from './lib/early-read';
import { resumeSignIn } from './lib/session/resume-sign-in';

// The page's data first: it travels while the scripts below load and run (lib/early-read.ts).
const earlyRead = earlyReadOf(window.location.pathname, window.location.search);
if (earlyRead) startEarlyRead(earlyRead);

// A browser with a sign-in gets its token back from the HttpOnly cookie while the scripts load, and the app
// renders once it has (or knows the sign-in ended): no signed-out moment sends the guards to /login.
const resumed = resumeSignIn();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The app's scripts in two parts fetched together, React's renderer and the app (MUI, the router, the
// pages' shared code), so that the browser runs each in its own task with a pause between them rather than
// in one long task (Lighthouse's total blocking time, issue 14, docs/decisions/060). index.html shows the
// loading screen meanwhile.
const renderer = import('./app/renderer');
const app = import('./app/app');
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

void renderer.then(async ({ renderApp }) => {
  await pause();
  const { App } = await app;
  await resumed;
  await pause();
  renderApp(container, App);
});

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
