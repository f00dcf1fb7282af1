// In app/: it holds the early reads (lib/early-read.ts) to the addresses the pages (features/) ask for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLandingStatistics } from '../features/landing/api/get-landing-page';
import { getPublicUnitPage } from '../features/public/api/get-public-unit-page';
import { getPublicUnits } from '../features/public/api/get-public-units';
import { getRetirements } from '../features/public/api/get-retirements';
import { filtersFromSearchParams } from '../features/public/lib/retirement-filters';
import { unitListStateOf } from '../features/public/lib/unit-list-filters';
import { clearCompanySelection, storeCompanySelection } from '../lib/company-selection';
import { earlyReadOf, startEarlyRead } from '../lib/early-read';

const fetchMock = vi.fn<typeof fetch>();
const answer = () => new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The answers are not what the pages expect (their schemas are checked in tests): only the addresses count.
const readIgnoringAnswer = (read: () => Promise<unknown>) => read().catch(() => undefined);

/** The address a page's first read asks for, as its query function sends it. */
async function addressOf(read: () => Promise<unknown>): Promise<string> {
  fetchMock.mockClear();
  await readIgnoringAnswer(read);
  return String(fetchMock.mock.calls[0]?.[0]);
}

describe('early reads', () => {
  it('start the same address each public page reads first, with no filter in its address', async () => {
    const none = new URLSearchParams();
    expect(earlyReadOf('/', '')).toBe(await addressOf(getLandingStatistics));
    expect(earlyReadOf('/registry', '')).toBe(await addressOf(() => getPublicUnits(unitListStateOf(none))));
    expect(earlyReadOf('/retirement', '')).toBe(
      await addressOf(() => getRetirements(filtersFromSearchParams(none))),
    );
    // The unit page reads its serial in capitals (public-unit-page.tsx).
    expect(earlyReadOf('/registry/safca-2026-000002', '')).toBe(
      await addressOf(() => getPublicUnitPage('SAFCA-2026-000002')),
    );
  });

  it('leave a filtered list, and pages they do not know, to the page', () => {
    expect(earlyReadOf('/registry', '?status=active')).toBeNull();
    expect(earlyReadOf('/retirement', '?year=2026')).toBeNull();
    expect(earlyReadOf('/terms', '')).toBeNull();
    expect(earlyReadOf('/holdings', '')).toBeNull();
    // Not percent-encoded UTF-8: the page answers it, the entry script must not throw.
    expect(earlyReadOf('/registry/%E0%A4%A', '')).toBeNull();
  });

  it('answer the page once: its read takes the answer started early, a second read asks again', async () => {
    startEarlyRead('/api/public/landing-page');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await readIgnoringAnswer(getLandingStatistics);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await readIgnoringAnswer(getLandingStatistics);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answer a signed-in visitor with a company selected too (public reads send no token)', async () => {
    storeCompanySelection({ companyId: 'c-1', companyName: 'Nordic Renewable Fuels AS' });
    try {
      startEarlyRead('/api/public/landing-page');
      await readIgnoringAnswer(getLandingStatistics);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      clearCompanySelection();
    }
  });

  it('let the page ask itself when the early read failed', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    startEarlyRead('/api/public/landing-page');
    await Promise.resolve();
    await Promise.resolve();
    await readIgnoringAnswer(getLandingStatistics);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
