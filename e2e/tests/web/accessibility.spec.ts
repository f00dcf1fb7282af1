import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../../fixtures/sign-in';

// issue 14: axe-core on every main page, public and signed in (administrator, company representative,
// initiator), on the narrow layouts, on the sign-in and registration pages and with the key dialogs open,
// failing on any serious or critical violation (WCAG 2.x A and AA rules, the ones the registry must meet).
// One test per page, so a slow machine times out one page, not a whole walk; each user signs in once and
// the pages reuse the stored session. Dialogs are also walked by keyboard: focus goes back to the control
// that opened them (docs/decisions/028).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * `signedInAs`: the demo user a test's page is signed in as. Each user signs in once per worker; the tests
 * start from the stored session (the registry's token is in local storage).
 */
const test = base.extend<
  { signedInAs: string | undefined },
  { sessions: Map<string, Promise<SessionState>> }
>({
  signedInAs: [undefined, { option: true }],
  sessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, sessions, browser, baseURL }, use) => {
    if (!signedInAs) return use(undefined);
    if (!sessions.has(signedInAs)) {
      sessions.set(
        signedInAs,
        (async () => {
          const context = await browser.newContext({ baseURL });
          await signIn(await context.newPage(), signedInAs);
          const state = await context.storageState();
          await context.close();
          return state;
        })(),
      );
    }
    await use(await sessions.get(signedInAs));
  },
});

/** The serious and critical violations of what is on screen now (scope: a dialog, or the whole page). */
async function seriousViolations(page: Page, where: string, scope?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Label in name (WCAG 2.5.3) is an experimental rule in axe, off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where} ${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.html.slice(0, 120)} — ${n.failureSummary ?? ''}`).join(' | ')}`,
    );
}

/** Opens a page, waits until its heading and data are in. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function expectPageClean(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  expect(await seriousViolations(page, path)).toEqual([]);
}

/**
 * Opens a dialog from the keyboard (the control focused, then Enter), checks it with axe, closes it with
 * Escape and expects the focus back on the control that opened it.
 */
async function expectDialogClean(page: Page, opener: Locator, name: string): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousViolations(page, `${name} dialog`, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

const PUBLIC_PATHS = ['/', '/collaboration', '/terms', '/retirement', '/registry'];

test.describe('public pages', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await expectPageClean(page, path);
    });
  }

  test('a unit page, at 1280 and 360 px, has no serious or critical violations', async ({ page }) => {
    // Found the way a visitor finds one: from the public list.
    await openPage(page, '/registry');
    const link = page
      .getByRole('table', { name: 'Public units' })
      .getByRole('link', { name: /^SAFCA-/ })
      .first();
    const serial = ((await link.textContent()) ?? '').trim();
    expect(serial).toMatch(/^SAFCA-\d{4}-\d{6}$/);
    await expectPageClean(page, `/registry/${serial}`);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectPageClean(page, `/registry/${serial}`);
  });

  test('the narrow layouts (800 and 360 px) and the header drawer have no serious violations', async ({
    page,
  }) => {
    for (const width of [800, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/retirement', '/registry']) {
        await openPage(page, path);
        expect(await seriousViolations(page, `${path} at ${width} px`)).toEqual([]);
      }
    }
    await openPage(page, '/');
    await expectDialogClean(page, page.getByRole('button', { name: 'Open navigation' }), 'Navigation drawer');
  });

  test('the sign-in and registration pages have no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(await seriousViolations(page, 'the sign-in page')).toEqual([]);
    await expectPageClean(page, '/register');
  });
});

const SIGNED_IN: { who: string; email: string; paths: string[] }[] = [
  {
    who: 'an administrator',
    email: DEMO.admin,
    paths: [
      '/companies',
      '/accounts',
      '/users',
      '/actions',
      '/logs',
      '/billing',
      '/company',
      '/profile-settings',
      '/issuance',
    ],
  },
  {
    who: 'the Nordic initiator',
    email: DEMO.nordicInitiator,
    paths: ['/holdings', '/actions', '/accounts', '/colleagues', '/company', '/logs', '/profile-settings'],
  },
  {
    who: "Nordic's company representative",
    email: DEMO.nordicRep,
    paths: ['/company', '/colleagues', '/accounts', '/billing', '/actions'],
  },
  {
    who: "Nordic's approver",
    email: DEMO.nordicApprover,
    paths: ['/holdings', '/actions', '/accounts'],
  },
];

for (const { who, email, paths } of SIGNED_IN) {
  test.describe(`signed in as ${who}`, () => {
    test.use({ signedInAs: email });
    for (const path of paths) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await expectPageClean(page, path);
      });
    }
  });
}

test.describe('signed in as the Nordic initiator, narrow and with dialogs open', () => {
  test.use({ signedInAs: DEMO.nordicInitiator });

  test('the shell at 800 and 360 px has no serious or critical violations', async ({ page }) => {
    for (const width of [800, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/holdings');
      expect(await seriousViolations(page, `/holdings at ${width} px`)).toEqual([]);
    }
  });

  test('the helpdesk, transfer, split and claim dialogs have no serious violations and return focus', async ({
    page,
  }) => {
    await openPage(page, '/holdings');
    await expectDialogClean(
      page,
      page.getByRole('button', { name: 'Report a problem to the helpdesk' }),
      'Helpdesk',
    );
    const row = page.getByTestId('unit-row').first();
    for (const action of ['Transfer', 'Split', 'Claim']) {
      await expectDialogClean(page, row.getByRole('button', { name: action }), action);
    }
  });
});
