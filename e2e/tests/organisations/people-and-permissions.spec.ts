import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';
import {
  choose,
  fillPersonalInfo,
  invitationLinkFor,
  signUpAndSignIn,
  textbox,
  uniqueEmail,
} from '../../fixtures/organisations';
import { confirmInDialog } from '../../fixtures/dialogs';

// Issue 4: a person in two companies switches between them; administrators block with a reason; profile
// settings keep one's details and API tokens.

test('a company representative invited to a second company switches between the two', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/companies');
  await admin.getByRole('link', { name: 'Nordic Renewable Fuels AS' }).click();
  await admin.getByRole('button', { name: 'Invite company representative' }).click();
  await textbox(admin, 'E-mail').fill(DEMO.skywaysRep);
  await admin.getByRole('dialog').getByRole('button', { name: 'Invite' }).click();
  await expect(admin.getByText('The invitation was sent by e-mail.')).toBeVisible();

  // Sophie already has a sign-in: the invitation asks her only to log in, then shows the JoinCR form.
  const rep = await (await browser.newContext()).newPage();
  const link = await invitationLinkFor(DEMO.skywaysRep);
  expect(link).toMatch(/^\/register\/to-join-company\//);
  await rep.goto(link);
  await expect(rep.getByText(`Log in as ${DEMO.skywaysRep}`)).toBeVisible();
  await expect(rep.getByRole('link', { name: 'Create your sign-in' })).toHaveCount(0);
  await rep.getByRole('link', { name: 'Log in' }).first().click();
  await rep.getByLabel('E-mail').fill(DEMO.skywaysRep);
  await rep.getByLabel('Password').fill('safc-demo');
  await rep.getByRole('button', { name: 'Sign in', exact: true }).click();
  await rep.waitForURL((url) => url.pathname === link);
  await expect(
    rep.getByText('You are invited to represent Nordic Renewable Fuels AS as a Company Representative.'),
  ).toBeVisible();
  await fillPersonalInfo(rep, {
    firstName: 'Sophie',
    lastName: 'Turner',
    employer: 'SkyWays Airlines Ltd',
    phone: '+44 20 7946 0000',
  });
  await rep.getByRole('button', { name: 'Register' }).click();
  await expect(rep.getByText('Waiting for approval')).toBeVisible();

  await admin.reload();
  const requests = admin.getByRole('region', { name: 'Pending requests' });
  await requests
    .getByRole('group', { name: 'Company representative joining' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByRole('region', { name: 'Company representatives' }).getByText(DEMO.skywaysRep),
  ).toBeVisible();

  // Platform spec §2: the company switcher shows in the user menu with 2 or more companies.
  await rep.goto('/accounts');
  await rep.getByRole('button', { name: 'user menu' }).click();
  await expect(rep.getByRole('menuitem', { name: 'SkyWays Airlines Ltd' })).toBeVisible();
  await rep.getByRole('menuitem', { name: 'Nordic Renewable Fuels AS' }).click();
  await expect(rep.getByRole('link', { name: 'Nordic Renewable Fuels - SAF Production' })).toBeVisible();
  await rep.getByRole('button', { name: 'user menu' }).click();
  await rep.getByRole('menuitem', { name: 'SkyWays Airlines Ltd' }).click();
  await expect(rep.getByRole('link', { name: 'Nordic Renewable Fuels - SAF Production' })).toHaveCount(0);
  await expect(rep.getByRole('table', { name: 'Accounts' })).toContainText('SkyWays');
});

test('the administrator blocks an account with a reason and unblocks it', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/accounts');
  await page.getByRole('link', { name: 'Nordic Renewable Fuels - Trading' }).click();
  await page.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(textbox(page, 'Reason')).toHaveAccessibleDescription('Required');
  await textbox(page, 'Reason').fill('Documents under review');
  await dialog.getByRole('button', { name: 'Block' }).click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Blocked: Documents under review')).toBeVisible();
  await details.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(details.getByText('Active', { exact: true })).toBeVisible();
});

test('a company user without the right sees no management buttons on an account', async ({ page }) => {
  await signIn(page, DEMO.nordicInitiator);
  await page.goto('/accounts');
  await page.getByRole('link', { name: 'Nordic Renewable Fuels - SAF Production' }).click();
  await expect(page.getByRole('region', { name: 'Members' })).toBeVisible();
  for (const name of ['Invite account representative', 'Block', 'Close account', 'Edit'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
  // Platform spec §6: a member whose role is not readOnly may still Trust on the account.
  await expect(page.getByRole('button', { name: 'Edit trusted accounts' })).toBeVisible();
});

test('a company user who opens /colleagues, /billing or an invoice by its address is told why, and no call is refused', async ({
  page,
}) => {
  await signIn(page, DEMO.nordicInitiator);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) refused.push(response.url());
  });
  await page.goto('/colleagues');
  await expect(page.getByText("The list of colleagues is for your company's representatives.")).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByText("Billing is for your company's representatives.")).toBeVisible();
  await page.goto('/invoice/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Invoice' })).toBeVisible();
  await expect(page.getByText("Billing is for your company's representatives.")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('an account, a person or a unit the user may not see says so in place, with the way back to its list', async ({
  page,
}) => {
  await signIn(page, DEMO.nordicInitiator);
  const unknown = '00000000-0000-4000-8000-000000000000';
  for (const [path, sentence, back] of [
    [`/accounts/${unknown}`, 'This account could not be opened.', 'Accounts'],
    [`/colleagues/${unknown}`, 'This person could not be opened.', 'Colleagues'],
    [`/units/${unknown}`, 'This unit could not be opened.', 'Holdings'],
  ] as const) {
    await page.goto(path);
    // The call's own error shows first (platform spec §8); closed, the page says what it could not open.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const notice = page.getByRole('alert').filter({ hasText: sentence });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: back })).toBeVisible();
  }
  await page.getByRole('alert').getByRole('link', { name: 'Holdings' }).click();
  await expect(page).toHaveURL(/\/holdings/);
});

test('profile settings: a named API token is shown once, listed with its dates, and revoked', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.nordicApprover);
  await page.goto('/profile-settings');
  await expect(textbox(page, 'Name')).toHaveValue('Ingrid Berg');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(textbox(page, 'Token name')).toHaveAccessibleDescription('Required');
  await textbox(page, 'Token name').fill('ERP export');
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('It is shown only once')).toBeVisible();
  const token = await dialog.getByLabel('API token').textContent();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The token works for a machine client, with the user's rights.
  const me = await page.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(me.status()).toBe(200);

  const row = page.getByRole('row', { name: /ERP export/ });
  await expect(row).toContainText('Never');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await confirmInDialog(page.getByRole('dialog'), 'Revoke');
  await expect(page.getByRole('row', { name: /ERP export/ })).toHaveCount(0);
  const refused = await page.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(refused.status()).toBe(401);
});

test('profile settings: the phone number is required', async ({ page }) => {
  await signIn(page, DEMO.nordicReadOnly);
  await page.goto('/profile-settings');
  await textbox(page, 'Phone number').fill('');
  await textbox(page, 'Name').click();
  await expect(textbox(page, 'Phone number')).toHaveAccessibleDescription('Required');
  await textbox(page, 'Phone number').fill('+47 22 55 01 99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
});

test('an invited registry administrator registers (JoinRA) and administers the registry', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('admin', 'safc-registry.example');
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/users');
  await admin.getByRole('button', { name: 'Invite' }).click();
  await choose(admin, 'Invite as', 'Registry administrator');
  await textbox(admin, 'E-mail').fill(email);
  await admin.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`The invitation was sent to ${email}`)).toBeVisible();

  const invitee = await (await browser.newContext()).newPage();
  const link = await invitationLinkFor(email);
  expect(link).toMatch(/^\/register\/registry-admin\//);
  await signUpAndSignIn(invitee, link, email, 'Rhea Registry', 'registry-sign-in-1');
  await fillPersonalInfo(invitee, {
    firstName: 'Rhea',
    lastName: 'Registry',
    employer: 'SAFc Registry',
    phone: '+31 20 000 0000',
  });
  await invitee.getByRole('button', { name: 'Register' }).click();
  await expect(invitee.getByText('You are a registry administrator.')).toBeVisible();
  await invitee.getByRole('link', { name: 'Go to the registry' }).click();
  await invitee.getByRole('link', { name: 'Companies' }).click();
  await expect(invitee.getByRole('table', { name: 'Companies' })).toContainText('Nordic Renewable Fuels AS');
});
