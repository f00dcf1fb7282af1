import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDSTOCK_NAMES, RETIRED_FEEDSTOCK_NAMES, issueRequestSchema } from '@safc/domain';
import type { Database } from '../../src/db/client';
import { issuances } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/database';

// Issue 11 #7, docs/decisions/036: migration 0015 stores forms that named a retired catalogue entry as
// "Other" with the same words. Run here on forms made to name them, as a registry that had them would hold.
const MIGRATION = new URL('../../drizzle/0015_feedstocks-outside-the-catalogue.sql', import.meta.url);

describe(`migration 0015: retired feedstock names become "Other" (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists exactly the names the domain retired', () => {
    const text = readFileSync(MIGRATION, 'utf8');
    const list = text.slice(text.indexOf(' IN ('));
    const listed = [...list.matchAll(/^\s+'([^']+)',?$/gm)].map((match) => match[1]);
    expect(listed).toEqual([...RETIRED_FEEDSTOCK_NAMES]);
  });

  it('keeps the words, the residue flag and everything else of the form; other forms are untouched', async () => {
    const [first, second, third] = await database.db
      .select()
      .from(issuances)
      .orderBy(asc(issuances.createdAt));
    const named = async (id: string, name: string) => {
      const [row] = await database.db.select().from(issuances).where(eq(issuances.id, id));
      const form = row!.form as { product: { feedStock: Record<string, unknown> } };
      form.product.feedStock = { ...form.product.feedStock, name };
      await database.db.update(issuances).set({ form }).where(eq(issuances.id, id));
      return form;
    };
    const bacteria = await named(first!.id, 'Bacteria');
    await named(second!.id, 'Soapstock and acid oils');
    const [untouched] = await database.db.select().from(issuances).where(eq(issuances.id, third!.id));

    await database.db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));

    const after = async (id: string) =>
      (await database.db.select().from(issuances).where(eq(issuances.id, id)))[0]!.form as {
        product: { feedStock: Record<string, unknown> };
      };
    expect((await after(first!.id)).product.feedStock).toEqual({
      ...bacteria.product.feedStock,
      name: 'Other',
      otherFeedStock: 'Bacteria',
    });
    expect((await after(second!.id)).product.feedStock).toMatchObject({
      name: 'Other',
      otherFeedStock: 'Soapstock and acid oils',
      wasCertifiedAsProductionResidue: true,
    });
    expect(await after(third!.id)).toEqual(untouched!.form);
    // What was stored parses again (the "Issue similar" form), its feedstock now one of the list.
    const reparsed = issueRequestSchema({ today: first!.createdAt }).parse(await after(first!.id));
    expect(FEEDSTOCK_NAMES).toContain(reparsed.product.feedStock.name);
  });
});
