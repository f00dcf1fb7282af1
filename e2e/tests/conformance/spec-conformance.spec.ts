import { expect } from '@playwright/test';
import { accountIdOf, apiAs, firstUnitOf } from '../../fixtures/api-as';
import { field, fillDate, isoDay, rowWith, test, typeDate } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// Statements of both spec documents that only a browser can check (docs/spec-conformance.md lists them).

const SKY_PORTFOLIO = 'SkyWays Airlines - SAF Portfolio';

test('a claimed unit names its beneficiaries and logistics provider (platform spec §3 "Unit")', async ({
  as,
}) => {
  for (const person of [DEMO.admin, DEMO.skywaysInitiator]) {
    const page = await as(person);
    const unitId = await firstUnitOf(page, await accountIdOf(page, SKY_PORTFOLIO), 'retired');
    await page.goto(`/units/${unitId}`);
    const claim = page.getByRole('region', { name: 'Claim' });
    await expect(claim).toContainText('Air Transport Provider beneficiary');
    await expect(claim).not.toContainText('undefined');
    await expect(claim.getByText('SkyWays Airlines Ltd')).toHaveCount(3);
    await expect(claim).toContainText('Logistics provider');
  }
});

test('a unit of another company: one reload, then the error dialog, not a loader forever (§8, 403)', async ({
  as,
}) => {
  const sky = await as(DEMO.skywaysInitiator);
  const unitId = await firstUnitOf(sky, await accountIdOf(sky, SKY_PORTFOLIO), 'active');
  const nordic = await as(DEMO.nordicRep);
  await nordic.goto(`/units/${unitId}`);
  const dialog = nordic.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('You are not allowed to see the units of this account');
  await expect(nordic.getByRole('progressbar', { name: 'Loading unit' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(nordic.getByText('This unit could not be opened.')).toBeVisible();
});

test("identity errors at the sign-in callback show the spec's messages (platform spec §8)", async ({
  page,
}) => {
  await page.goto('/login-success?code=abc&state=nostate');
  await expect(page.getByRole('alert')).toHaveText('Invalid state');
  await page.goto('/login-success?error=access_denied&state=nostate');
  await expect(page.getByRole('alert')).toHaveText('Login failed');
  await expect(page.getByRole('link', { name: 'Return to Home page' })).toBeVisible();

  // The provider's token endpoint refuses the code: the access token could not be had.
  await page.route('**/oidc/token', (route) =>
    route.fulfill({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'grant request is invalid' },
    }),
  );
  await page.goto('/login');
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail').fill(DEMO.nordicRep);
  await page.getByLabel('Password').fill('safc-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Get access token failed');
  // With the token endpoint answering again, "Try again" signs in (the provider still knows the user).
  await page.unroute('**/oidc/token');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
    .toMatch(/^\/(?!oidc\/|login-success$|login$)/);
});

test('the Logs date filters refuse future dates (platform spec §5)', async ({ as }) => {
  const page = await as(DEMO.nordicRep);
  await page.goto('/logs');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await fillDate(page, page, 'From', isoDay(-400));
  await typeDate(page, page, 'To', isoDay(30));
  await expect(page.getByText('The date cannot be in the future')).toBeVisible();
  // The refused day filters nothing: the log still lists its events.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('a malformed invitation id reads as an invalid link', async ({ page }) => {
  await page.goto('/register/to-join-company/not-an-invitation');
  await expect(page.getByRole('alert')).toContainText('This invitation link is not valid');
});

test('the side menu names "Company information" (platform spec §2 "Shell")', async ({ as }) => {
  const page = await as(DEMO.nordicRep);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toHaveText(
    'Company information',
  );
});

test("the collaboration page's mobile drawer holds the spec's five items (platform spec §2)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/collaboration');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.getByRole('link')).toHaveText([
    'About',
    'Registry documentation',
    'FAQs',
    'Contact Us',
    'Register',
  ]);
});

test('the helpdesk modal is at least 540 px wide, and scrolls sideways on a narrower window (§9, issue 45 item 9)', async ({
  as,
}) => {
  const page = await as(DEMO.nordicRep);
  for (const width of [1280, 500, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: /helpdesk|report a problem/i }).click();
    const modal = page.getByRole('dialog', { name: /Report a problem/ });
    await expect(modal).toBeVisible();
    const box = (await modal.boundingBox())!;
    expect(box.width, `${width} px window`).toBeGreaterThanOrEqual(540);
    // Narrower than the modal: its left edge in view, the rest reached by scrolling sideways.
    expect(box.x).toBeGreaterThanOrEqual(0);
    const container = page.locator('.MuiDialog-container').last();
    const overflow = await container.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow > 0).toBe(width < 540 + 32);
    const close = modal.getByRole('button', { name: 'Close' }).first();
    await close.scrollIntoViewIfNeeded();
    await expect(close).toBeInViewport();
    await close.click();
    await expect(modal).toBeHidden();
  }
});

test('the cookie banner stacks below its 1120 px breakpoint and lines up above it (platform spec §9)', async ({
  page,
}) => {
  for (const [width, stacked] of [
    [1100, true],
    [1140, false],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const text = await banner.getByText(/This website uses cookies/).boundingBox();
    const accept = await banner.getByRole('button', { name: 'Accept' }).boundingBox();
    expect(accept!.y >= text!.y + text!.height, `stacked at ${width} px`).toBe(stacked);
  }
});

test('the small-screen breakpoint is 960 px and the layout breakpoint 1200 px (platform spec §9)', async ({
  as,
}) => {
  const page = await as(DEMO.nordicRep);
  const rail = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await page.setViewportSize({ width: 959, height: 800 });
  await expect(toggle).toBeVisible();
  await expect(rail).toBeHidden();
  await page.setViewportSize({ width: 960, height: 800 });
  await expect(rail).toBeVisible();
  await expect(toggle).toBeHidden();

  // The landing page's statistics: two columns below 1200 px, four from it.
  await page.goto('/');
  const firstTile = page.locator('.MuiPaper-root', { hasText: /neat SAF/ }).first();
  const columns = async () =>
    (await firstTile.evaluate((tile) => getComputedStyle(tile.parentElement!).gridTemplateColumns)).split(' ')
      .length;
  await page.setViewportSize({ width: 1199, height: 800 });
  await expect.poll(columns).toBe(2);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect.poll(columns).toBe(4);
});

/** The volume 0.001 t above a decimal string of three decimals ('250.000' -> '250.001'), exactly. */
const justAbove = (volume: string): string => {
  const thousandths = BigInt(volume.replace('.', '')) + 1n;
  const digits = thousandths.toString().padStart(4, '0');
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
};

test('the transfer form refuses more than the free volume before the API does (DESIGN §4)', async ({
  as,
}) => {
  const page = await as(DEMO.nordicInitiator);
  const accountId = await accountIdOf(page, 'Nordic Renewable Fuels - SAF Production');
  const units = await apiAs<{ items: { serial: string; freeVolume: string; category: number }[] }>(
    page,
    `/api/units?accountId=${accountId}&status=active`,
  );
  const unit = units.items.find((item) => item.freeVolume !== '0.000');
  if (!unit) throw new Error('The demo account holds no free volume');
  await page.goto(`/holdings?accountId=${accountId}`);
  await rowWith(page, 'unit-row', unit.serial).getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Volume (t)').fill(justAbove(unit.freeVolume));
  await field(dialog, 'Volume (t)').blur();
  await expect(dialog).toContainText(`Must be at most ${unit.freeVolume} t, the free volume of this unit`);
});

test("the administrator's Actions page lists the requests the bell counts beside its issuances (decision 017)", async ({
  as,
}) => {
  const page = await as(DEMO.admin);
  await page.goto('/actions');
  const requests = page.getByRole('region', { name: 'Requests awaiting review' });
  await expect(requests.getByTestId('pending-request').filter({ hasText: 'Company onboarding' })).toHaveCount(
    1,
  );
  await requests.getByRole('link', { name: /Company onboarding/ }).click();
  await expect(page).toHaveURL(/\/companies\//);
});
