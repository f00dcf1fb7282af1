import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';
import {
  choose,
  invitationLinkFor,
  passwordResetLinkFor,
  signUpAndSignIn,
  textbox,
  uniqueEmail,
} from '../../fixtures/organisations';

// Issue 39 items 1 and 2 (decisions 086, 087): an invitee creates their sign-in only through the e-mailed
// sign-up link; later, having forgotten the password, they choose a new one through an e-mailed reset link.

const FIRST_PASSWORD = 'borealis-first-sign-in';
const NEW_PASSWORD = 'borealis-after-the-reset';

test('an invitee signs up through the e-mailed link, then resets the forgotten password by e-mail', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('forgetful', 'borealis-fuels.example');
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/users');
  await admin.getByRole('button', { name: 'Invite' }).click();
  const dialog = admin.getByRole('dialog');
  await choose(admin, 'Invite as', 'Company representative, to register a company');
  await textbox(admin, 'E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(`The invitation was sent to ${email}`)).toBeVisible();

  const person = await (await browser.newContext()).newPage();
  await signUpAndSignIn(person, await invitationLinkFor(email), email, 'Bo Borealis', FIRST_PASSWORD);

  // Another day, another browser: "Forgot your password?" on the sign-in page.
  const later = await (await browser.newContext()).newPage();
  await later.goto('/login');
  await later.waitForURL(/\/oidc\/interaction\//);
  await later.getByRole('link', { name: 'Forgot your password?' }).click();
  await later.getByLabel('E-mail').fill(email);
  await later.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(later.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await later.goto(await passwordResetLinkFor(email));
  await later.getByLabel(/^Password/).fill('password12345');
  await later.getByLabel('Repeat the password').fill('password12345');
  await later.getByRole('button', { name: 'Save the new password' }).click();
  await expect(later.getByRole('alert')).toContainText('too common');
  await later.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await later.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await later.getByRole('button', { name: 'Save the new password' }).click();
  await expect(later.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  await later.getByRole('link', { name: 'Sign in' }).click();
  await later.waitForURL(/\/oidc\/interaction\//);
  await later.getByLabel('E-mail').fill(email);
  await later.getByLabel('Password').fill(NEW_PASSWORD);
  await later.getByRole('button', { name: 'Sign in', exact: true }).click();
  await later.waitForURL((url) => !url.pathname.startsWith('/oidc'));
});
