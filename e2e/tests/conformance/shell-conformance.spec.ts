import { expect, type Page } from '@playwright/test';
import { test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// Platform spec §2 "Screens and routes" and "Shell", statement by statement (docs/spec-conformance.md).

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('registration pages: /register and /register/cr in the split layout with the sidebar and tagline (§2)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, title] of [
    ['/register', 'Register'],
    ['/register/cr', 'Getting started'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('Consistency and transparency for the SAF certificate market.');
    const [side, main] = await Promise.all([sidebar.boundingBox(), page.getByRole('main').boundingBox()]);
    // Side by side: the sidebar on the left, the form to its right.
    expect(side!.x + side!.width).toBeLessThanOrEqual(main!.x + 1);
  }
});

test('collaboration page: header, members, three partner cards, footer with links and version (§2)', async ({
  page,
  as,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/collaboration');
  const header = page.getByRole('banner');
  for (const name of ['About', 'Key documents', 'FAQs', 'Contact Us', 'Register', 'Login']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('link', { name: 'Explore Registry' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'FAQs', exact: true })).toHaveAttribute('target', '_blank');
  await expect(page.getByLabel('Members of the collaboration')).toBeVisible();
  await expect(page.locator('main .MuiCard-root')).toHaveCount(3);
  const footer = page.getByRole('contentinfo');
  for (const name of ['Contact', 'Terms and conditions', 'Privacy policy', 'Cookie policy']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer).toContainText(/Version \S+/);

  // Signed in, the header offers Explore Registry and Logout instead of Login.
  const signedIn = await as(DEMO.nordicRep);
  await signedIn.setViewportSize({ width: 1280, height: 800 });
  await signedIn.goto('/collaboration');
  const signedInHeader = signedIn.getByRole('banner');
  await expect(signedInHeader.getByRole('link', { name: 'Explore Registry' })).toBeVisible();
  await expect(
    signedInHeader
      .getByRole('button', { name: 'Logout' })
      .or(signedInHeader.getByRole('link', { name: 'Logout' })),
  ).toBeVisible();
  await expect(signedInHeader.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
});

test('an administrator: the root goes to /company, which lists the registry companies; /companies and /users open (§2)', async ({
  as,
}) => {
  const admin = await as(DEMO.admin);
  await admin.goto('/');
  await expect.poll(() => pathOf(admin)).toBe('/company');
  await expect(admin.getByText('Nordic Renewable Fuels AS').first()).toBeVisible();

  await admin.goto('/companies');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin
    .getByRole('link', { name: /SkyWays Airlines/ })
    .first()
    .click();
  await expect.poll(() => pathOf(admin)).toMatch(/^\/companies\/[0-9a-f-]{36}$/);
  await expect(admin.getByText('SkyWays Airlines').first()).toBeVisible();

  await admin.goto('/users');
  await expect(admin.getByText(DEMO.nordicInitiator).first()).toBeVisible();
  await admin
    .getByRole('row', { name: new RegExp(DEMO.nordicInitiator) })
    .getByRole('link')
    .first()
    .click();
  await expect.poll(() => pathOf(admin)).toMatch(/^\/users\/[0-9a-f-]{36}$/);
  await expect(admin.getByText(DEMO.nordicInitiator).first()).toBeVisible();
});

test('a company user: /company is their own company page (§2)', async ({ as }) => {
  const rep = await as(DEMO.skywaysRep);
  await rep.goto('/company');
  await expect(rep.getByText('SkyWays Airlines').first()).toBeVisible();
  await expect(rep.getByText('Nordic Renewable Fuels AS')).toHaveCount(0);
});

test('/login-success without the internal token sends the user home (§2 routing rules)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login-success');
  await expect.poll(() => pathOf(page)).toBe('/');
});

test('top bar, user menu and drawer: their parts, the 74 px rail from 960 px, a drawer below that closes on navigation (§2 Shell, §9)', async ({
  as,
}) => {
  const rep = await as(DEMO.nordicRep);
  await rep.setViewportSize({ width: 1280, height: 800 });
  await rep.goto('/accounts');
  const bar = rep.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'SAFc Registry: default page' })).toBeVisible();
  await expect(bar.getByRole('link', { name: /pending actions/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /helpdesk/i })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Open navigation' })).toBeHidden();

  // The permanent rail is 74 px wide.
  const paper = rep.locator('.MuiDrawer-docked .MuiDrawer-paper');
  expect(Math.round((await paper.boundingBox())!.width)).toBe(74);

  // The user menu: name and e-mail, Profile settings, Terms of service in a new tab, User guide, Logout, version.
  await bar.getByRole('button', { name: 'user menu' }).click();
  const menu = rep.getByRole('menu');
  await expect(menu).toContainText('Nora Lindqvist');
  await expect(menu).toContainText(DEMO.nordicRep);
  await expect(menu.getByRole('menuitem', { name: 'Profile settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Terms of service' })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('menuitem', { name: 'Terms of service' })).toHaveAttribute('href', '/terms');
  await expect(menu.getByRole('menuitem', { name: 'User guide' })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(menu).toContainText(/Version \S+/);
  // One company: no company switcher.
  await expect(menu.getByText('Company', { exact: true })).toHaveCount(0);
  await rep.keyboard.press('Escape');

  // Below 960 px the rail gives way to a toggle; the drawer it opens closes when the route changes.
  await rep.setViewportSize({ width: 959, height: 800 });
  await expect(paper).toBeHidden();
  await bar.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = rep.locator('.MuiDrawer-modal');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Logs' }).click();
  await expect.poll(() => pathOf(rep)).toBe('/logs');
  await expect(drawer).toBeHidden();
});
