import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../../fixtures/sign-in';

// issue 14: axe-core on the public pages and on the signed-in pages of an administrator and an initiator,
// failing on any serious or critical violation (WCAG 2.x A and AA rules, the ones the registry must meet).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens a page, waits until its heading and data are in, and answers its serious and critical violations. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Label in name (WCAG 2.5.3) is an experimental rule in axe, off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path} ${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.html.slice(0, 120)} — ${n.failureSummary ?? ''}`).join(' | ')}`,
    );
}

async function expectClean(page: Page, paths: readonly string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await seriousViolations(page, path)));
  expect(found).toEqual([]);
}

test('the public pages have no serious or critical accessibility violations', async ({ page }) => {
  // A unit page, found the way a visitor finds one: from the public list.
  await page.goto('/registry');
  const link = page
    .getByRole('table', { name: 'Public units' })
    .getByRole('link', { name: /^SAFCA-/ })
    .first();
  const serial = ((await link.textContent()) ?? '').trim();
  expect(serial).toMatch(/^SAFCA-\d{4}-\d{6}$/);

  await expectClean(page, [
    '/',
    '/collaboration',
    '/terms',
    '/retirement',
    '/registry',
    `/registry/${serial}`,
  ]);
});

test("an administrator's main pages have no serious or critical accessibility violations", async ({
  page,
}) => {
  // Nine pages, each loaded and scanned: 45 s on a quiet machine, so the default minute is too near.
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await expectClean(page, [
    '/companies',
    '/accounts',
    '/users',
    '/actions',
    '/logs',
    '/billing',
    '/company',
    '/profile-settings',
    '/issuance',
  ]);
});

test("the Nordic initiator's main pages have no serious or critical accessibility violations", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.nordicInitiator);
  await expectClean(page, [
    '/holdings',
    '/actions',
    '/accounts',
    '/colleagues',
    '/company',
    '/logs',
    '/profile-settings',
  ]);
});
