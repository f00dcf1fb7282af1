import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { accountIdOf } from '../../fixtures/api-as';
import { choose, textbox, uniqueEmail } from '../../fixtures/organisations';
import { DEMO, signIn } from '../../fixtures/sign-in';

// Issue 12: a field the server refuses shows its message under that field in every edit dialog (company,
// account, profile, invitations); the error dialog is for errors of no field (spec error catalogue). The
// server's own answer is used each time: an invitation to an address already invited is a conflict only the
// server knows; for the others the browser's request is altered on its way (as an older client or a
// hand-made call would send it), since the form's own checks stop the value first.

const NORDIC = 'Nordic Renewable Fuels AS';
const NORDIC_PRODUCTION = 'Nordic Renewable Fuels - SAF Production';

/** The field's message, and no error dialog: the refusal is the field's. */
async function refusedUnderField(page: Page, label: string, message: string | RegExp): Promise<void> {
  await expect(textbox(page, label)).toHaveAccessibleDescription(message);
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
}

/** Lets the next request matching `url` through with one JSON field blanked, as a hand-made call would. */
async function blankOnTheWay(page: Page, url: RegExp, field: string): Promise<void> {
  await page.route(
    url,
    async (route: Route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, [field]: ' ' }) });
    },
    { times: 1 },
  );
}

test('an invitation to an address already invited: the conflict shows under the e-mail', async ({ page }) => {
  const email = uniqueEmail('twice', 'fuels.example');
  await signIn(page, DEMO.admin);
  await page.goto('/users');
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Invite' }).click();
    await choose(page, 'Invite as', 'Registry administrator');
    await textbox(page, 'E-mail').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
    if (attempt === 1) {
      await expect(page.getByText(`The invitation was sent to ${email}`)).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    }
  }
  await refusedUnderField(
    page,
    'E-mail',
    'This e-mail address already has a pending invitation of this kind',
  );
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an account representative invited twice: the conflict shows under the e-mail', async ({ page }) => {
  const email = uniqueEmail('member', 'fuels.example');
  await signIn(page, DEMO.nordicRep);
  await page.goto(`/accounts/${await accountIdOf(page, NORDIC_PRODUCTION)}`);
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Invite account representative' }).click();
    await textbox(page, 'E-mail').fill(email);
    await choose(page, 'Role', 'Read only');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Invite|Send invitation)$/ })
      .click();
    if (attempt === 1) {
      await expect(page.getByText('The invitation was sent by e-mail.', { exact: false })).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    }
  }
  await refusedUnderField(
    page,
    'E-mail',
    'This e-mail address already has a pending invitation of this kind',
  );
});

test('the company dialog: a website the server refuses shows under Website', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/companies');
  await page.getByRole('link', { name: NORDIC }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await textbox(page, 'Website').fill('https://nordicfuels.example/registry');
  await blankOnTheWay(page, /\/api\/companies\/[0-9a-f-]{36}$/, 'website');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Save|Send for review)$/ })
    .click();
  await refusedUnderField(page, 'Website', 'Required');
});

test('the account dialog: a name the server refuses shows under Account name', async ({ page }) => {
  await signIn(page, DEMO.admin);
  const accountId = await accountIdOf(page, NORDIC_PRODUCTION);
  await page.goto(`/accounts/${accountId}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await textbox(page, 'Account name').fill(`${NORDIC_PRODUCTION} (renamed)`);
  // The account form is multipart (platform spec §5): the name's part is blanked in the body itself.
  await page.route(
    new RegExp(`/api/account/${accountId}$`),
    async (route) => {
      const body = route.request().postDataBuffer()!.toString('latin1');
      const blanked = body.replace(`\r\n\r\n${NORDIC_PRODUCTION} (renamed)\r\n`, '\r\n\r\n \r\n');
      expect(blanked).not.toBe(body);
      await route.continue({ postData: Buffer.from(blanked, 'latin1') });
    },
    { times: 1 },
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Save|Send for review)$/ })
    .click();
  await refusedUnderField(page, 'Account name', 'Required');
});

test('profile settings: a phone number the server refuses shows under it', async ({ page }) => {
  await signIn(page, DEMO.nordicReadOnly);
  await page.goto('/profile-settings');
  await textbox(page, 'Phone number').fill('+47 22 55 01 98');
  await blankOnTheWay(page, /\/api\/users\/[0-9a-f-]{36}$/, 'phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await refusedUnderField(page, 'Phone number', 'Required');
});
