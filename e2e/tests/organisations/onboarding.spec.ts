import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';
import {
  AUTHORISATION_LETTER,
  choose,
  fillPersonalInfo,
  invitationLinkFor,
  signUpAndSignIn,
  textbox,
  uniqueEmail,
  uploadInput,
} from '../../fixtures/organisations';
import { confirmInDialog } from '../../fixtures/dialogs';

// Issue 4: companies, accounts, people and permissions, from the first invitation to members with roles.
// One registry, one story: each step builds on the one before.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'aurora-sign-in-1';
const representative = uniqueEmail('cr', 'aurora-fuels.example');
const initiator = uniqueEmail('initiator', 'aurora-fuels.example');
const approver = uniqueEmail('approver', 'aurora-fuels.example');
const companyName = `Aurora Fuels ${Date.now().toString(36)}`;
const accountName = 'Aurora Fuel Provider Account';

let admin: Page;
let rep: Page;
const contexts: BrowserContext[] = [];

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  admin = await newPage(browser);
  rep = await newPage(browser);
  await signIn(admin, DEMO.admin);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

test('the administrator invites a company representative to register a company', async () => {
  await admin.goto('/users');
  await admin.getByRole('button', { name: 'Invite' }).click();
  const dialog = admin.getByRole('dialog');
  // The invitation's e-mail is judged by the domain schema before it is sent.
  await textbox(admin, 'E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(textbox(admin, 'E-mail')).toHaveAccessibleDescription('Enter a valid email address');
  await choose(admin, 'Invite as', 'Company representative, to register a company');
  await textbox(admin, 'E-mail').fill(representative);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(`The invitation was sent to ${representative}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(admin.getByRole('table', { name: 'Invitations' }).getByText(representative)).toBeVisible();
});

test('an unknown invitation link says so instead of showing the form', async ({ page }) => {
  await page.goto('/register/to-create-company/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('This invitation link is not valid.');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});

test('the representative signs up, completes the onboarding wizard with its validation, and waits for approval', async () => {
  test.setTimeout(120_000);
  const link = await invitationLinkFor(representative);
  expect(link).toMatch(/^\/register\/to-create-company\//);
  await signUpAndSignIn(rep, link, representative, 'Astrid Aurora', PASSWORD);

  // Step "Personal Info": the required fields say "Required".
  await expect(rep.getByText('fields marked with * are required')).toBeVisible();
  await rep.getByRole('button', { name: 'Next' }).click();
  for (const label of ['First name', 'Last name', 'Employer name', 'Phone number'])
    await expect(textbox(rep, label)).toHaveAccessibleDescription('Required');
  await fillPersonalInfo(rep, {
    firstName: 'Astrid',
    lastName: 'Aurora',
    employer: companyName,
    phone: '+47 22 33 44 55',
  });
  await rep.getByRole('button', { name: 'Next' }).click();

  // Step "Company information": the e-mail needs a pattern and at least 6 characters.
  await textbox(rep, 'Company name').fill(companyName);
  await textbox(rep, 'City').fill('Bergen');
  await rep.getByRole('combobox', { name: /^Country/ }).fill('Norw');
  await rep.getByRole('option', { name: 'Norway' }).click();
  await textbox(rep, 'Postcode').fill('5003');
  await textbox(rep, 'Address line 1').fill('Strandkaien 2');
  await textbox(rep, 'Website').fill('https://aurora-fuels.example');
  await textbox(rep, 'Email').fill('a@b.c');
  await rep.getByRole('button', { name: 'Next' }).click();
  await expect(textbox(rep, 'Email')).toHaveAccessibleDescription(
    'Enter a valid email address (at least 6 characters)',
  );
  await textbox(rep, 'Email').fill('office@aurora-fuels.example');
  await rep.getByRole('button', { name: 'Next' }).click();

  // Step "Upload": a wrong type is listed with its reason, and the field says "an error occurred".
  await expect(rep.getByText('Drag and drop or browse to choose a file')).toBeVisible();
  await rep.getByRole('button', { name: 'Submit' }).click();
  await expect(rep.getByText('Required', { exact: true })).toBeVisible();
  await uploadInput(rep, 'Supporting documents').setInputFiles({
    name: 'letter.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('a letter'),
  });
  await expect(rep.getByRole('listitem').filter({ hasText: 'letter.txt' })).toContainText('Not supported');
  await expect(rep.getByText('an error occurred')).toBeVisible();
  await rep.getByRole('button', { name: 'Remove letter.txt' }).click();
  // Named .pdf but not a PDF: the API judges the content and its refusal shows under the field.
  await uploadInput(rep, 'Supporting documents').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await rep.getByRole('button', { name: 'Submit' }).click();
  await expect(rep.getByRole('group', { name: 'Supporting documents' })).toContainText('Not supported');
  await rep.getByRole('button', { name: 'Remove letter.pdf' }).click();
  await uploadInput(rep, 'Supporting documents').setInputFiles(AUTHORISATION_LETTER);
  await expect(rep.getByText('an error occurred')).toHaveCount(0);
  await rep.getByRole('button', { name: 'Submit' }).click();

  await expect(rep.getByText('Waiting for approval')).toBeVisible();
  await rep.getByRole('link', { name: 'Go to the registry' }).click();
  await expect(rep).toHaveURL(/\/company$/);
  await expect(
    rep.getByRole('heading', { name: 'Waiting for approval' }).or(rep.getByText('Waiting for approval')),
  ).toBeVisible();
});

test('a used invitation cannot be used again', async ({ page }) => {
  await page.goto(await invitationLinkFor(representative));
  await expect(page.getByRole('alert')).toContainText('This invitation has already been used.');
});

test('the administrator approves the company', async () => {
  await admin.goto('/companies');
  await admin.getByRole('link', { name: companyName }).click();
  const requests = admin.getByRole('region', { name: 'Pending requests' });
  await expect(requests.getByText('Company onboarding')).toBeVisible();
  await expect(requests.getByText(AUTHORISATION_LETTER.name)).toBeVisible();
  await requests.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByRole('region', { name: 'Details' }).getByText('Active', { exact: true }),
  ).toBeVisible();
});

test('the representative creates an account, which awaits review; the administrator approves it', async () => {
  test.setTimeout(90_000);
  // A fresh page load fetches the profile again: the company is now active.
  await rep.goto('/accounts');
  await rep.getByRole('button', { name: 'Create account' }).click();
  const dialog = rep.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(textbox(rep, 'Account name')).toHaveAccessibleDescription('Required');
  await textbox(rep, 'Account name').fill(accountName);
  await choose(rep, 'Account type', 'Fuel Provider Holding Account');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('is awaiting review by a registry administrator')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const row = rep.getByRole('row', { name: new RegExp(accountName) });
  await expect(row.getByText('Awaiting Review')).toBeVisible();

  await admin.goto('/accounts');
  await admin.getByRole('link', { name: accountName }).click();
  const requests = admin.getByRole('region', { name: 'Pending requests' });
  await expect(requests.getByText('Account creation')).toBeVisible();
  await requests.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByRole('region', { name: 'Details' }).getByText('Active', { exact: true }),
  ).toBeVisible();
});

for (const [who, email, role, first] of [
  ['an initiator', initiator, 'Initiator', 'Ivar'],
  ['an approver', approver, 'Approver', 'Aslaug'],
] as const) {
  test(`the representative invites ${who}, who registers and sees the account with the role ${role}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    await rep.goto('/accounts');
    await rep.getByRole('link', { name: accountName }).click();
    await rep.getByRole('button', { name: 'Invite account representative' }).click();
    const dialog = rep.getByRole('dialog');
    await textbox(rep, 'E-mail').fill(email);
    await choose(rep, 'Role', role);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('The invitation was sent by e-mail.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(rep.getByRole('table', { name: 'Invitations' }).getByText(email)).toBeVisible();

    const invitee = await newPage(browser);
    const link = await invitationLinkFor(email);
    expect(link).toMatch(/^\/register\/authorised-representative\//);
    await signUpAndSignIn(invitee, link, email, `${first} Aurora`, PASSWORD);
    await expect(
      invitee.getByText(`You are invited to the account ${accountName} of ${companyName} as ${role}.`),
    ).toBeVisible();
    await invitee.getByRole('button', { name: 'Register' }).click();
    await expect(textbox(invitee, 'First name')).toHaveAccessibleDescription('Required');
    await fillPersonalInfo(invitee, {
      firstName: first,
      lastName: 'Aurora',
      employer: companyName,
      phone: '+47 22 00 00 00',
    });
    await invitee.getByRole('button', { name: 'Register' }).click();
    // Someone from outside the company joins an account only once an administrator approves it
    // (JoinArApprovalRequest, docs/decisions/029); the administrator is told by e-mail.
    await expect(invitee.getByText('Waiting for approval')).toBeVisible();
    await admin.goto('/accounts');
    await admin.getByRole('link', { name: accountName }).click();
    const requests = admin.getByRole('region', { name: 'Pending requests' });
    await expect(requests.getByText('Authorised representative joining')).toBeVisible();
    await requests.getByRole('button', { name: 'Approve' }).click();
    await confirmInDialog(admin.getByRole('dialog'), 'Approve');
    await expect(requests.getByText('Authorised representative joining')).toHaveCount(0);

    await invitee.goto('/accounts');
    const row = invitee.getByRole('row', { name: new RegExp(accountName) });
    await expect(row).toContainText(role);
    await expect(row).toContainText('Active');

    await rep.reload();
    await expect(
      rep.getByRole('table', { name: 'Members' }).getByRole('row', { name: new RegExp(`${first} Aurora`) }),
    ).toBeVisible();
  });
}

test('the representative takes a colleague out of the company', async () => {
  await rep.goto('/colleagues');
  await expect(rep.getByRole('table', { name: 'Users' }).getByText(approver)).toBeVisible();
  await rep.getByRole('link', { name: 'Aslaug Aurora' }).click();
  await expect(rep.getByRole('region', { name: 'Account memberships' })).toContainText('Approver');
  // Blocking is the administrator's; a representative only removes.
  await expect(rep.getByRole('button', { name: 'Block' })).toHaveCount(0);
  await rep.getByRole('button', { name: 'Remove' }).click();
  await rep.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(rep).toHaveURL(/\/colleagues$/);
  await expect(rep.getByRole('table', { name: 'Users' }).getByText(approver)).toHaveCount(0);
});
