import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { answerIssueQuestions, test as base } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';
import { confirmInDialog } from '../../fixtures/dialogs';

// issue 14: axe-core on every main page, public and signed in (administrator, company representative,
// initiator), on the narrow layouts, on the sign-in and registration pages and with the key dialogs open,
// failing on any serious or critical violation (WCAG 2.x A and AA rules, the ones the registry must meet).
// One test per page, so a slow machine times out one page, not a whole walk; each user signs in once and
// the pages reuse the stored session. Dialogs are also walked by keyboard: focus goes back to the control
// that opened them (docs/decisions/028).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `signedInAs`: the demo user a test's page is signed in as, from the journeys' stored sessions. */
const test = base.extend<{ signedInAs: string | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, sessionOf }, use) => {
    await use(signedInAs ? await sessionOf(signedInAs) : undefined);
  },
});

// The walk's pages depend on nothing another test did, so its tests spread over every worker, each worker on
// its own copy of the file's registry. Run in order on one worker, this file (505 of the journeys' 3,627 s on
// 2026-12-02, the longest) ran last and alone while the other worker waited.
test.describe.configure({ mode: 'parallel' });

/** The serious and critical violations of what is on screen now (scope: a dialog, or the whole page). */
async function seriousViolations(page: Page, where: string, scope?: string): Promise<string[]> {
  // A dialog that is still fading in (MUI's transitions) shows its colours blended with the backdrop's, and
  // axe reads those as low contrast: wait until nothing on the page is mid-transition.
  // (Endless animations, a spinner's, never finish and are left out.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
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

  test('/statistics at 1280 and 360 px, its maps and a table shown, has no serious or critical violations', async ({
    page,
  }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/statistics');
      // The maps load when scrolled near (issue 42): bring them in, then show one chart's table.
      await page.getByRole('heading', { name: 'Claim countries' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('img', { name: /^Claim countries: world map/ })).toBeVisible();
      await page.getByRole('button', { name: 'Show table' }).first().click();
      await expect(page.getByRole('table', { name: 'Issued and claimed per month' })).toBeVisible();
      expect(await seriousViolations(page, `/statistics at ${width} px`)).toEqual([]);
    }
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
      '/peers',
    ],
  },
  {
    who: 'the Nordic initiator',
    email: DEMO.nordicInitiator,
    paths: [
      '/holdings',
      '/company/dashboard',
      '/actions',
      '/accounts',
      '/company',
      '/logs',
      '/profile-settings',
    ],
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

test.describe("signed in as Nordic's company representative, the webhooks screen", () => {
  test.use({ signedInAs: DEMO.nordicRep });

  // Issue 44: the form, the secret shown once, an endpoint with its delivery log, at 1280, 800 and 360 px. The
  // endpoint points at 127.0.0.1 (the journeys' registry allows it), where nothing listens; it is deleted after.
  test('/company/webhooks, with an endpoint and its secret, at 1280, 800 and 360 px, has no serious violations', async ({
    page,
  }) => {
    const url = `http://127.0.0.1:9/a11y-${Date.now()}`;
    await openPage(page, '/company/webhooks');
    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByLabel('Chosen events').check();
    await page.getByLabel(/unit\.received/).check();
    expect(await seriousViolations(page, 'the webhook form')).toEqual([]);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Signing secret')).toContainText('whsec_');
    expect(await seriousViolations(page, 'the secret dialog', '[role="dialog"]')).toEqual([]);
    await confirmInDialog(dialog, 'Done');
    const card = page.getByRole('region', { name: url });
    await card.getByRole('button', { name: 'Delivery log' }).click();
    for (const width of [1280, 800, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(card).toBeVisible();
      expect(await seriousViolations(page, `/company/webhooks at ${width} px`)).toEqual([]);
    }
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await card.getByRole('button', { name: 'Delete with its log' }).click();
    await expect(card).toHaveCount(0);
  });
});

test.describe('signed in as the Nordic initiator, a page it may not see', () => {
  test.use({ signedInAs: DEMO.nordicInitiator });

  // The initiator may not list colleagues: the page says so in place of the list (docs/decisions/075).
  test('/colleagues, refused, has no serious or critical accessibility violations', async ({ page }) => {
    await openPage(page, '/colleagues');
    await expect(
      page.getByText("The list of colleagues is for your company's representatives."),
    ).toBeVisible();
    expect(await seriousViolations(page, '/colleagues')).toEqual([]);
  });
});

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

interface Stop {
  name: string;
  inDialog: boolean;
  focusShown: boolean;
}

/**
 * Runs in the page: how the control looks (outline, box shadow, border, background), either the focused one or
 * the one `tab` blurred and kept in `window.__stop`. One function for both reads, so they compare alike.
 */
function lookOf(which: string): string {
  const el =
    which === 'focused'
      ? (document.activeElement as HTMLElement)
      : (window as unknown as { __stop: HTMLElement }).__stop;
  const s = getComputedStyle(el);
  return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor].join(
    '|',
  );
}

/**
 * Presses Tab once and describes where the focus went: the control's name (aria-label, else its text, else
 * its label), whether it is inside a dialog, and whether its focus can be seen. Seen means: the control's
 * outline, box shadow, border or background differ from the same control without focus (read once the
 * theme's 250 ms transitions are over), or MUI's focus ripple pulses in it.
 */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  const focused = await page.evaluate(lookOf, 'focused');
  const described = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    const name = el.getAttribute('aria-label') ?? (el.textContent?.trim() || labelled || el.tagName);
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      inDialog: el.closest('[role="dialog"]') !== null,
      ripple: el.querySelector('.MuiTouchRipple-ripplePulsate') !== null,
    };
  });
  // The same control without the focus: blur it, wait out the transition, read it, then focus it again.
  await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    (window as unknown as { __stop: HTMLElement }).__stop = el;
    el.blur();
  });
  await page.waitForTimeout(300);
  const unfocused = await page.evaluate(lookOf, 'blurred');
  await page.evaluate(() => (window as unknown as { __stop: HTMLElement }).__stop.focus());
  return {
    name: described.name,
    inDialog: described.inDialog,
    focusShown: described.ripple || focused !== unfocused,
  };
}

test.describe('keyboard', () => {
  test.use({ signedInAs: DEMO.nordicInitiator });

  test("the shell's controls and the helpdesk dialog's are reached by Tab with a visible focus; Escape closes and focus returns", async ({
    page,
  }) => {
    test.slow();
    await openPage(page, '/holdings');
    // From the top of the page: the top bar, then the side menu.
    const stops: Stop[] = [];
    for (let step = 0; step < 14; step += 1) stops.push(await tab(page));
    const names = stops.map((stop) => stop.name);
    for (const control of [
      'SAFc Registry: default page',
      'Public registry',
      'pending actions',
      'Report a problem to the helpdesk',
      'user menu',
      'Company information',
      'Accounts',
      'Holdings',
      'Logs',
    ]) {
      expect(names, `Tab reaches ${control}`).toContainEqual(expect.stringContaining(control));
    }
    expect(stops.filter((stop) => !stop.focusShown).map((stop) => stop.name)).toEqual([]);

    // Tab to the helpdesk button, open its dialog with Enter, Tab through it: focus stays in the dialog and shows.
    await openPage(page, '/holdings');
    let opener: Stop | undefined;
    for (let step = 0; step < 14 && opener?.name !== 'Report a problem to the helpdesk'; step += 1) {
      opener = await tab(page);
    }
    expect(opener?.name).toBe('Report a problem to the helpdesk');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const inside: Stop[] = [];
    for (let step = 0; step < 8; step += 1) inside.push(await tab(page));
    expect(inside.filter((stop) => !stop.inDialog).map((stop) => stop.name)).toEqual([]);
    expect(inside.filter((stop) => !stop.focusShown).map((stop) => stop.name)).toEqual([]);
    expect(inside.map((stop) => stop.name)).toContainEqual(expect.stringMatching(/Cancel|Close/));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Report a problem to the helpdesk' })).toBeFocused();
  });
});

test.describe("signed in as the Nordic initiator, an issuance's page", () => {
  test.use({ signedInAs: DEMO.nordicInitiator });

  // Decision 136: the demo's approved issuance, opened from the table, at 1280, 800 and 360 px.
  test('/issuance/{id} has no serious or critical violations at 1280, 800 and 360 px', async ({ page }) => {
    await openPage(page, '/issuance');
    await page.getByRole('link', { name: 'NRF-2026-0412', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Issuance NRF-2026-0412' })).toBeVisible();
    for (const width of [1280, 800, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page, `the issuance's page at ${width} px`)).toEqual([]);
    }
  });
});

test.describe('signed in as the Nordic initiator, the issue wizard', () => {
  test.use({ signedInAs: DEMO.nordicInitiator });

  test('every tab of step 1, its errors and step 2 (Results) have no serious or critical violations', async ({
    page,
  }) => {
    test.slow();
    await openPage(page, '/issuance');
    await page.getByRole('button', { name: 'Issue SAFcA' }).first().click();
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    // Results with nothing answered: every field's error under it, the tab with errors opened.
    await page.getByRole('button', { name: 'Results', exact: true }).click();
    await expect(page.getByText(/Some answers need attention/)).toBeVisible();
    expect(await seriousViolations(page, 'the wizard with its errors shown')).toEqual([]);
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations(page, `the wizard's ${name} tab`)).toEqual([]);
    }
    await answerIssueQuestions(page, { batchNumber: `E2E-A11Y-${Date.now()}`, quantity: '10' });
    await page.getByRole('button', { name: 'Results', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Back to questions' })).toBeVisible();
    expect(await seriousViolations(page, "the wizard's Results step")).toEqual([]);
    // Not submitted: the journeys' registry keeps no issuance from this walk.
  });
});

test('an open error dialog has no serious violations; Escape closes it and the focus returns', async ({
  page,
}) => {
  // The export fails as a proxy's 502 would: the registry's error dialog says so.
  await page.route('**/api/public/units/export**', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 502, message: 'Bad gateway', errorId: 'e2e-a11y' }),
    }),
  );
  await openPage(page, '/registry');
  const exportCsv = page.getByRole('button', { name: 'Export CSV' });
  await exportCsv.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, 'the error dialog', '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(exportCsv).toBeFocused();
});
