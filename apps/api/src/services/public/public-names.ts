import { WITHHELD_NAME } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';

// The domain's private-name rule (`publicNameOf`, `fuelProducerOf` in packages/domain/src/permissions/
// public-name.ts) for the public viewer, in SQL, for the reads and exports the database makes row by row
// (decisions 053, 057). This is its only SQL form: test/public/private-name-rule.test.ts checks that both
// agree and that no other file reads companies.is_name_private (docs/decisions/095).

/** A company's public name, null when it keeps it private: `publicNameOf(company, 'public')`. */
export const publicCompanyName = (company: string): SQL =>
  sql.raw(`(case when ${company}.is_name_private then null else ${company}.name end)`);

/** The same, as a person reads it: the domain's WITHHELD_NAME in place of a name withheld. */
export const publicCompanyNameText = (company: string): SQL =>
  sql`coalesce(${publicCompanyName(company)}, ${WITHHELD_NAME}::text)`;

/** The public name of the company of the account whose id (as text) `accountIdText` is. */
export const publicCompanyNameOfAccount = (accountIdText: string): SQL =>
  sql.raw(`(select case when c.is_name_private then null else c.name end
       from accounts a join companies c on c.id = a.company_id where a.id::text = ${accountIdText})`);

/**
 * The fuel producer an issuance `issuance` states, withheld with its issuing company's name:
 * `fuelProducerOf(form.batch.companyName, issuer, 'public')`.
 */
export const publicFuelProducer = (issuance: string): SQL =>
  sql.raw(`(select case when c.is_name_private then null else ${issuance}.form->'batch'->>'companyName' end
       from companies c where c.id = ${issuance}.company_id)`);

const claimField = (key: string, name: string) => `b.claim #>> '{${key},${name}}'`;

/**
 * The registry company a claim beneficiary `key` of block `b` names (by account or company: ownerId,
 * accountId, companyId, whichever the claim kept), as uuid; null when it is named outside the registry.
 */
export const beneficiaryCompanyId = (key: string): SQL =>
  sql.raw(`(select c.id from companies c
       where c.id::text = coalesce(${claimField(key, 'companyId')},
         (select a.company_id::text from accounts a where a.id::text = coalesce(${claimField(key, 'accountId')}, ${claimField(key, 'ownerId')})),
         ${claimField(key, 'ownerId')}))`);

/**
 * A claim beneficiary's public name. Inside the registry it is named by account or company and shown by its
 * company's current name unless that company keeps it private; named outside the registry it is shown by
 * name, never by e-mail address.
 */
export const beneficiaryName = (key: string) => {
  const field = (name: string) => claimField(key, name);
  return sql.raw(`case when coalesce(${field('ownerId')}, ${field('accountId')}, ${field('companyId')}) is null
        then nullif(${field('name')}, '')
        else (select case when c.is_name_private then null else c.name end from companies c
               where c.id::text = coalesce(${field('companyId')},
                 (select a.company_id::text from accounts a where a.id::text = coalesce(${field('accountId')}, ${field('ownerId')})),
                 ${field('ownerId')})) end`);
};
