// A public page's data requested by the entry script, before React, the router and the page's chunk have
// loaded and run (issue 14, docs/decisions/060): on a slow line those are round trips the data need not
// wait for. The page's query takes the answer when it asks for the same address (lib/http.ts); an answer
// nobody takes (a visitor who is sent elsewhere) is only a wasted read.

const HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

const started = new Map<string, Promise<Response | undefined>>();

/** The address a public page reads first, for a page whose first read is known from its address alone. */
export function earlyReadOf(pathname: string, search: string): string | null {
  // A list with filters or a page in its address reads more than its default: left to the page.
  if (search !== '') return null;
  if (pathname === '/') return '/api/public/landing-page';
  // The lists' first page: their default sort and length (DEFAULT_LIMIT; early-read.test.ts holds these
  // addresses to the ones the pages ask for).
  if (pathname === '/registry') return '/api/public/units?sort=issued-desc&limit=25';
  if (pathname === '/retirement') return '/api/public/retirements?limit=25';
  const unit = /^\/registry\/([^/]+)$/.exec(pathname);
  if (unit) {
    // A serial that is not percent-encoded UTF-8 (a mistyped link) is the page's to answer: decoding it here
    // would throw in the entry script, before anything renders.
    const serial = decodedOrNull(unit[1]!);
    return serial === null ? null : `/api/public/units/${encodeURIComponent(serial.toUpperCase())}`;
  }
  return null;
}

function decodedOrNull(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

export function startEarlyRead(url: string): void {
  // Failed early (offline): no answer, and the page's own request, with its error handling, runs instead.
  started.set(
    url,
    fetch(url, { headers: HEADERS }).catch(() => undefined),
  );
}

/** The answer started for this address, once (a later read asks the server again); undefined if none. */
export async function takeEarlyRead(url: string): Promise<Response | undefined> {
  const answer = started.get(url);
  started.delete(url);
  return answer;
}
