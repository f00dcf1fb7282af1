import { sql } from 'drizzle-orm';

/**
 * A claim beneficiary's public name. Inside the registry it is named by account or company (ownerId,
 * accountId, companyId, whichever the claim kept) and shown by its company's current name unless that
 * company keeps it private; named outside the registry it is shown by name, never by e-mail address.
 */
export const beneficiaryName = (key: string) => {
  const field = (name: string) => `b.claim #>> '{${key},${name}}'`;
  return sql.raw(`case when coalesce(${field('ownerId')}, ${field('accountId')}, ${field('companyId')}) is null
        then nullif(${field('name')}, '')
        else (select case when c.is_name_private then null else c.name end from companies c
               where c.id::text = coalesce(${field('companyId')},
                 (select a.company_id::text from accounts a where a.id::text = coalesce(${field('accountId')}, ${field('ownerId')})),
                 ${field('ownerId')})) end`);
};
