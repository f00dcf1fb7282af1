import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';
import { AUTHORISATION_LETTER, mailLinkFor, textbox, uploadInput } from '../../fixtures/organisations';
import { accountIdOf } from '../../fixtures/api-as';

// Issue 12: a request kind end to end in the browser (a further company, CompanyCreateRequest, from the
// representative's dialog to the administrator's approval), and the company-name privacy switch with its
// effect on the public retirement table.

const valueOf = (row: Locator, label: string): Locator =>
  row.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function demoClaimRow(page: Page): Promise<Locator> {
  await page.goto('/retirement');
  const row = page
    .getByTestId('retirement-row')
    .filter({ hasText: 'Nordic Renewable Fuels AS' })
    .filter({ hasText: '150.000 t' })
    .first();
  // The public table is published from the sealed log by a job: on a registry just started it may lag.
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

/** Switches the selected company from the user menu while on /company, where the page must follow. */
async function switchCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('banner')).toContainText(name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
  // The previous company's answers are dropped, not asked for again under the new selection.
  await expect(page.getByText('Company not found')).toHaveCount(0);
}

test('a representative registers another company; the administrator approves it from Actions', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Nordic Blending ${Date.now().toString(36)} AS`;
  const rep = await (await browser.newContext()).newPage();
  await signIn(rep, DEMO.nordicRep);
  await rep.goto('/company');
  await rep.getByRole('button', { name: 'Register another company' }).click();
  const dialog = rep.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(textbox(rep, 'Company name')).toHaveAccessibleDescription('Required');
  await textbox(rep, 'Company name').fill(name);
  await textbox(rep, 'Address line 1').fill('Kaigata 4');
  await textbox(rep, 'City').fill('Stavanger');
  await textbox(rep, 'Postcode').fill('4006');
  await rep.getByRole('combobox', { name: /^Country/ }).fill('Norw');
  await rep.getByRole('option', { name: 'Norway' }).click();
  await textbox(rep, 'Website').fill('https://blending.example');
  await textbox(rep, 'Email').fill('registry@blending.example');
  // The authorization letter, as at onboarding (forms spec: 1 to 10 files).
  await uploadInput(rep, 'Supporting documents').setInputFiles(AUTHORISATION_LETTER);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(dialog.getByText(`${name} was sent to a registry administrator for review.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/actions');
  await admin.getByRole('link', { name: `Company creation · ${name}` }).click();
  const requests = admin.getByRole('region', { name: 'Pending requests' });
  await expect(requests.getByText('Company creation')).toBeVisible();
  await requests.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByRole('region', { name: 'Details' }).getByText('Active', { exact: true }),
  ).toBeVisible();

  // The representative now works for two companies and switches between them on the company page.
  await rep.goto('/company');
  await expect(rep.getByRole('heading', { level: 1 })).toHaveText('Nordic Renewable Fuels AS');
  await switchCompany(rep, name);
  await switchCompany(rep, 'Nordic Renewable Fuels AS');

  // The approval mail's link names the new company: followed while the other company is selected, it
  // opens the new company's page, with no "Company not found" on the way.
  const link = await mailLinkFor(DEMO.nordicRep, 'Your request was approved: Company creation');
  expect(link).toMatch(/^\/company\?companyId=[0-9a-f-]{36}$/);
  await rep.goto(link);
  await expect(rep.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(rep.getByRole('banner')).toContainText(name);
  await expect(rep).toHaveURL(/\/company$/);
  await expect(rep.getByText(/not found/)).toHaveCount(0);

  // On a page about one of the previous company's accounts, a switch leads to the new company's accounts:
  // the old account is never asked for under the new selection ("Account not found").
  await switchCompany(rep, 'Nordic Renewable Fuels AS');
  await rep.goto(`/accounts/${await accountIdOf(rep, 'Nordic Renewable Fuels - SAF Production')}`);
  await expect(rep.getByRole('heading', { level: 1 })).toHaveText('Nordic Renewable Fuels - SAF Production');
  await rep.getByRole('button', { name: /user menu/ }).click();
  await rep.getByRole('menuitem', { name }).click();
  await expect(rep).toHaveURL(/\/accounts$/);
  await expect(rep.getByRole('banner')).toContainText(name);
  await expect(rep.getByText('No accounts yet.', { exact: false })).toBeVisible();
  await expect(rep.getByText(/not found/)).toHaveCount(0);
});

test('a representative keeps the company name private and the public table says "Private"', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await expect(valueOf(await demoClaimRow(page), 'Logistics provider')).toHaveText('SkyWays Airlines Ltd');

  const rep = await (await browser.newContext()).newPage();
  await signIn(rep, DEMO.skywaysRep);
  await rep.goto('/company');
  // On a registry where an earlier journey made Sophie a representative of Nordic too, /company shows the
  // selected company: make it SkyWays, whose name this journey hides (the top bar names the selection).
  const title = rep.getByRole('heading', { level: 1 });
  await expect(title).not.toHaveText('Company information');
  if ((await title.textContent()) !== 'SkyWays Airlines Ltd')
    await switchCompany(rep, 'SkyWays Airlines Ltd');
  await expect(title).toHaveText('SkyWays Airlines Ltd');
  const privacy = rep.getByRole('region', { name: 'Name on public pages' });
  const toggle = privacy.getByRole('switch', { name: 'Keep the company name private' });
  await expect(toggle).not.toBeChecked();
  // The switch answers at once; the public page is read once the change is saved.
  const saved = () => rep.waitForResponse((response) => response.url().endsWith('/privacy') && response.ok());
  await Promise.all([saved(), toggle.click()]);
  await expect(toggle).toBeChecked();
  await expect(privacy).toContainText('show "Name withheld by the company" instead of the name');

  await logisticsProviderShown(page, 'Name withheld by the company');

  // Back as the demo has it, for the other journeys on this registry.
  await Promise.all([saved(), toggle.click()]);
  await expect(toggle).not.toBeChecked();
  await logisticsProviderShown(page, 'SkyWays Airlines Ltd');
});

/**
 * The claimed-units table reads what the publishing job wrote (decision 110): a company's change reaches it
 * a moment after it is saved, so the page is read again until it shows `name`.
 */
async function logisticsProviderShown(page: Page, name: string): Promise<void> {
  await expect(async () => {
    await expect(valueOf(await demoClaimRow(page), 'Logistics provider')).toHaveText(name, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}
