// What the error-reporting client may send: no personal data. Addresses lose their query and fragment
// (invitation ids, sign-in codes and states, e-mail filters travel there); the user, cookies, headers and
// request bodies are dropped; replays mask every text and input (start-error-reporting).

interface ReportedRequest {
  url?: string;
  query_string?: unknown;
  cookies?: unknown;
  headers?: unknown;
  data?: unknown;
}

interface ReportedBreadcrumb {
  data?: Record<string, unknown>;
  message?: string;
}

export interface ReportedEvent {
  user?: unknown;
  request?: ReportedRequest;
  breadcrumbs?: ReportedBreadcrumb[];
}

/**
 * The address without its query string and fragment (the path says where, the rest may say who), and
 * without an invitation id, which proves its holder's mailbox (decision 007).
 */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  return path.replace(/\/register\/([^/]+)\/[^/]+/, '/register/$1/{invitationId}');
}

export function scrubBreadcrumb<B extends ReportedBreadcrumb>(breadcrumb: B): B {
  if (!breadcrumb.data) return breadcrumb;
  const data = { ...breadcrumb.data };
  for (const key of ['url', 'from', 'to']) {
    if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
  }
  return { ...breadcrumb, data };
}

export function scrubEvent<E extends ReportedEvent>(event: E): E {
  const { user: _user, request, breadcrumbs, ...rest } = event;
  const scrubbed = { ...rest } as E;
  if (request) scrubbed.request = request.url ? { url: withoutQuery(request.url) } : {};
  if (breadcrumbs) scrubbed.breadcrumbs = breadcrumbs.map(scrubBreadcrumb);
  return scrubbed;
}
