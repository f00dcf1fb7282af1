import { queryClient } from '../query-client';
import { readInternalToken } from '../internal-token';
import { reloadPage } from '../page-navigation';
import { meQuery } from './get-me';
import { logout } from './logout';

// Platform spec §8: what the web does when the API answers 401 or 403.

const SIGN_IN_PATHS = /^\/(login|login-success|register)(\/|$)/;
const RELOAD_MARK = 'safc.forbiddenReload';
// A page whose own data is forbidden would answer 403 again after the reload; one reload per page in this
// window lets the fresh profile (a changed role, a removed company) take effect without a reload loop.
const RELOAD_LOOP_WINDOW_MS = 10_000;

/** 401: a signed-in user whose token the API refuses is logged out, except while signing in or registering. */
export function handleUnauthorized(): void {
  if (SIGN_IN_PATHS.test(window.location.pathname)) return;
  if (!readInternalToken()) return;
  void logout();
}

function reloadedJustNow(path: string, now: number): boolean {
  const [markedPath, at] = (sessionStorage.getItem(RELOAD_MARK) ?? '').split('|');
  return markedPath === path && now - Number(at) < RELOAD_LOOP_WINDOW_MS;
}

/**
 * 403: the user's rights changed under them: forget cached data, reload the profile, then the page.
 * A second 403 on a page just reloaded is a refusal of that page's data, not a change of rights: the
 * cache is left alone (clearing it would strand the page's query as pending, a loader forever) and the
 * error reaches the error dialog like any other refusal (lib/query-client).
 */
export async function handleForbidden(): Promise<void> {
  const path = window.location.pathname + window.location.search;
  const now = Date.now();
  if (reloadedJustNow(path, now)) return;
  queryClient.clear();
  await queryClient.fetchQuery(meQuery).catch(() => undefined);
  sessionStorage.setItem(RELOAD_MARK, `${path}|${now}`);
  reloadPage();
}
