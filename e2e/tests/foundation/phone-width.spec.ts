import { expect, type Page } from '@playwright/test';
import { test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// On a 360 px phone the signed-in screens fit the window: a wide table scrolls inside its own frame, but the
// page never scrolls sideways (Holdings' account selector, whose names run to 60 characters, once pushed it to
// 591 px). The public pages are held the same way in tests/public.
const PHONE = { width: 360, height: 800 };

/** The screens a person opens; `detailsFrom`: lists whose first item's page is opened too (an account, a person). */
const SCREENS: { who: string; email: string; paths: string[]; detailsFrom: string[] }[] = [
  {
    who: 'the Nordic initiator',
    email: DEMO.nordicInitiator,
    paths: [
      '/holdings',
      '/holdings?tab=pendingActions',
      '/actions',
      '/accounts',
      '/company',
      '/logs',
      '/issuance',
    ],
    detailsFrom: ['/accounts'],
  },
  {
    who: 'an administrator',
    email: DEMO.admin,
    paths: ['/holdings', '/companies', '/users', '/billing', '/profile-settings'],
    detailsFrom: ['/accounts', '/companies', '/users'],
  },
];

/** How far the page runs past the window, in px, once its heading and data are in. */
async function sidewaysOverflow(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The address of the first item a list links to (`/accounts` -> `/accounts/<id>`). */
async function firstItemOf(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const link = page.locator(`main a[href^="${list}/"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? list;
}

for (const { who, email, paths, detailsFrom } of SCREENS) {
  test(`signed in as ${who}, no screen scrolls sideways on a 360 px phone`, async ({ as }) => {
    const page = await as(email);
    await page.setViewportSize(PHONE);
    const details: string[] = [];
    for (const list of detailsFrom) details.push(await firstItemOf(page, list));
    const overflowing: string[] = [];
    for (const path of [...paths, ...details]) {
      const overflow = await sidewaysOverflow(page, path);
      if (overflow > 0) overflowing.push(`${path}: ${overflow} px too wide`);
    }
    expect(overflowing).toEqual([]);
  });
}
