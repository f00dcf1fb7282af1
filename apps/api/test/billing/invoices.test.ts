import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Invoice, InvoiceGenerationResult, InvoicePage } from '@safc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { events, feeSchedules, invoiceLines, invoices, unitBlocks } from '../../src/db/schema';
import { verifyEventChain } from '../../src/services/events/verify-event-chain';
import { build, type TestApp } from '../helpers/app';
import { readPdfLayout, readPdfText } from '../helpers/pdf-text';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';
import { ADMIN, NORDIC_READ_ONLY, NORDIC_REP, SKYWAYS_REP, billing, thisMonth } from './billing-helpers';

const db = (app: TestApp) => app.database.db;
const today = () => new Date().toISOString().slice(0, 10);

/** How much billing holds: a refused call must leave all of it as it was. */
async function billingMark(app: TestApp): Promise<string> {
  const [mark] = await db(app)
    .select({
      invoices: sql<string>`(select count(*) || ':' || string_agg(status::text || coalesce(number, ''), ',' order by id) from invoices)`,
      lines: sql<string>`(select count(*) || ':' || count(*) filter (where voided) from invoice_lines)`,
      versions: sql<string>`(select count(*) from fee_schedules)`,
    })
    .from(sql`(select 1) as one`);
  return JSON.stringify(mark);
}

describe(`billing: fees, invoices from the event log, moves, PDF and exports (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  let dataDir: string;
  let ledger: DemoLedger;
  const month = thisMonth();
  let nordicDraft: string;
  let skyWaysDraft: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'safc-billing-'));
    app = await build({ env: { DATA_DIR: dataDir } });
    ledger = await demoLedger(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('the fee schedule', () => {
    it('administrators and company representatives read it; other company users may not', async () => {
      const admin = await billing(app, ADMIN, 'GET', '/fees');
      expect(admin.statusCode, admin.body).toBe(200);
      expect(admin.json()).toMatchObject({
        inForce: {
          version: 1,
          issuancePerTonneCents: 300,
          accountYearlyCents: { fuelProviderHoldingAccount: 300000 },
        },
        lastBilledOn: today(),
      });
      expect((await billing(app, NORDIC_REP, 'GET', '/fees')).statusCode).toBe(200);
      expect((await billing(app, NORDIC_READ_ONLY, 'GET', '/fees')).statusCode).toBe(403);
    });

    it('refuses bad fees naming the field, and a version that would rewrite billed history, changing nothing', async () => {
      const before = await billingMark(app);
      const good = (await billing(app, ADMIN, 'GET', '/fees')).json().inForce;
      const { id: _id, version: _v, currency: _c, createdAt: _a, createdByName: _n, ...rates } = good;
      const cases = [
        [
          { ...rates, effectiveFrom: '2999-01-01', issuancePerTonneCents: -1 },
          400,
          'body.issuancePerTonneCents',
        ],
        [
          { ...rates, effectiveFrom: '2999-01-01', issuancePerTonneCents: 2.5 },
          400,
          'body.issuancePerTonneCents',
        ],
        [{ ...rates, effectiveFrom: '2999-02-30' }, 400, 'body.effectiveFrom'],
        [{ ...rates, effectiveFrom: today() }, 409, 'body.effectiveFrom'],
      ] as const;
      for (const [body, status, field] of cases) {
        const response = await billing(app, ADMIN, 'PUT', '/fees', body);
        expect(response.statusCode, response.body).toBe(status);
        expect(Object.keys(response.json().details ?? {})).toContain(field);
      }
      expect(
        (await billing(app, NORDIC_REP, 'PUT', '/fees', { ...rates, effectiveFrom: '2999-01-01' }))
          .statusCode,
      ).toBe(403);
      expect(await billingMark(app)).toBe(before);
    });

    it('an edit is a new version from its day on; history stays readable', async () => {
      const current = (await billing(app, ADMIN, 'GET', '/fees')).json().inForce;
      const { id: _id, version: _v, currency: _c, createdAt: _a, createdByName: _n, ...rates } = current;
      const saved = await billing(app, ADMIN, 'PUT', '/fees', {
        ...rates,
        issuancePerTonneCents: 350,
        effectiveFrom: '2999-01-01',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
      expect(saved.json().inForce.version).toBe(1);
      expect(saved.json().versions[0]).toMatchObject({
        issuancePerTonneCents: 350,
        createdByName: expect.any(String),
      });
    });
  });

  describe('generating invoices for a period', () => {
    let issuedBlockSerial: string;

    it('bills nothing twice: the demo month is already on invoices', async () => {
      const preview = await billing(app, ADMIN, 'POST', '/invoices/generate', month);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({ confirmed: false, lines: 0, totalCents: 0, companies: [] });
    });

    it('previews what the event log added: an issuance per tonne (rounded once, half-up) and a re-activation', async () => {
      const blockId = await issueBlock(app, ledger.nordicFuel, '12.345');
      const [block] = await db(app)
        .select({ serial: unitBlocks.serial })
        .from(unitBlocks)
        .where(eq(unitBlocks.id, blockId));
      issuedBlockSerial = block!.serial;
      for (const step of ['block', 'unblock'] as const) {
        const moved = await call(
          app,
          PEOPLE.admin,
          'PATCH',
          `/api/account/${ledger.skyCargo}/${step}`,
          step === 'block' ? { reason: 'Unpaid fees' } : undefined,
        );
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const preview = await billing(app, ADMIN, 'POST', '/invoices/generate', month);
      const result = preview.json<InvoiceGenerationResult>();
      expect(
        result.companies.map((company) => [company.companyName, company.lines, company.totalCents]),
      ).toEqual([
        ['Nordic Renewable Fuels AS', 1, 3704],
        ['SkyWays Airlines Ltd', 1, 400000],
      ]);
      expect(result.companies[0]?.byKind).toEqual([
        { kind: 'issuancePerTonne', lines: 1, quantity: '12.345', amountCents: 3704 },
      ]);
      expect(result).toMatchObject({ lines: 2, totalCents: 403704 });
    });

    it('refuses an unknown company, an end before the start, and a confirmation that no longer matches its preview', async () => {
      const before = await billingMark(app);
      const unknown = await billing(app, ADMIN, 'POST', '/invoices/generate', {
        ...month,
        companyId: '00000000-0000-4000-8000-00000000dead',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().details).toHaveProperty(['body.companyId']);
      const backwards = await billing(app, ADMIN, 'POST', '/invoices/generate', {
        periodStart: month.periodEnd,
        periodEnd: month.periodStart,
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().details).toHaveProperty(['body.periodEnd']);
      const stale = await billing(app, ADMIN, 'POST', '/invoices/generate', {
        ...month,
        confirm: true,
        expected: { lines: 2, totalCents: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().details).toHaveProperty(['body.expected']);
      expect(
        (await billing(app, NORDIC_REP, 'POST', '/invoices/generate', { ...month, confirm: true }))
          .statusCode,
      ).toBe(403);
      expect(await billingMark(app)).toBe(before);
    });

    it('confirms: one draft per company, lines naming the serial or the account, the fee version and rate used', async () => {
      const confirmed = await billing(app, ADMIN, 'POST', '/invoices/generate', {
        ...month,
        confirm: true,
        expected: { lines: 2, totalCents: 403704 },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const result = confirmed.json<InvoiceGenerationResult>();
      nordicDraft = result.companies[0]!.invoiceId!;
      skyWaysDraft = result.companies[1]!.invoiceId!;
      const draft = (await billing(app, ADMIN, 'GET', `/invoices/${nordicDraft}`)).json<Invoice>();
      expect(draft).toMatchObject({
        status: 'draft',
        number: null,
        totalCents: 3704,
        lineCount: 1,
        ...month,
      });
      expect(draft.lines[0]).toMatchObject({
        kind: 'issuancePerTonne',
        quantity: '12.345',
        unitCents: 300,
        amountCents: 3704,
        feeVersion: 1,
      });
      expect(draft.lines[0]?.description).toContain(issuedBlockSerial);
      const sky = (await billing(app, ADMIN, 'GET', `/invoices/${skyWaysDraft}`)).json<Invoice>();
      expect(sky.lines[0]?.description).toContain('SkyWays Cargo Logistics');
    });

    it('generating the same period again adds nothing', async () => {
      const again = await billing(app, ADMIN, 'POST', '/invoices/generate', { ...month, confirm: true });
      expect(again.json()).toMatchObject({ lines: 0, companies: [] });
      expect(await db(app).select().from(invoices)).toHaveLength(4);
    });

    it("a company representative never sees a draft, nor another company's invoice", async () => {
      const list = (await billing(app, NORDIC_REP, 'GET', '/invoices')).json<InvoicePage>();
      expect(list.items.map((item) => item.status)).toEqual(['issued']);
      expect((await billing(app, NORDIC_REP, 'GET', `/invoices/${nordicDraft}`)).statusCode).toBe(404);
      expect((await billing(app, NORDIC_REP, 'GET', `/invoices/${nordicDraft}/pdf`)).statusCode).toBe(404);
      expect((await billing(app, NORDIC_READ_ONLY, 'GET', '/invoices')).statusCode).toBe(403);
      const sky = (await billing(app, SKYWAYS_REP, 'GET', '/invoices')).json<InvoicePage>();
      expect(sky.items.every((item) => item.companyName === 'SkyWays Airlines Ltd')).toBe(true);
      const foreign = await billing(app, SKYWAYS_REP, 'GET', `/invoices?companyId=${ledger.nordic}`);
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('moving an invoice on', () => {
    it('issuing numbers it gaplessly per year, sets the due date and e-mails each representative the PDF', async () => {
      const issued = await billing(app, ADMIN, 'PATCH', `/invoices/${nordicDraft}`, { status: 'issued' });
      expect(issued.statusCode, issued.body).toBe(200);
      const year = today().slice(0, 4);
      expect(issued.json()).toMatchObject({
        status: 'issued',
        number: `INV-${year}-000003`,
        issuedOn: today(),
      });
      const due = new Date(`${today()}T00:00:00Z`);
      due.setUTCDate(due.getUTCDate() + 30);
      expect(issued.json().dueOn).toBe(due.toISOString().slice(0, 10));
      const mail = await readdir(path.join(dataDir, 'mail'));
      const message = mail.find((name) => name.endsWith(`${NORDIC_REP}.txt`));
      expect(message).toBeDefined();
      const text = await readFile(path.join(dataDir, 'mail', message!), 'utf8');
      expect(text).toContain(`Subject: Invoice INV-${year}-000003`);
      expect(text).toContain(`/invoice/${nordicDraft}`);
      const attachment = mail.find((name) => name.endsWith(`${NORDIC_REP}-INV-${year}-000003.pdf`));
      const pdf = await readPdfText(await readFile(path.join(dataDir, 'mail', attachment!)));
      expect(pdf.text).toContain(`INV-${year}-000003`);
      // The representative now sees it; the other company still does not.
      expect((await billing(app, NORDIC_REP, 'GET', `/invoices/${nordicDraft}`)).statusCode).toBe(200);
      expect((await billing(app, SKYWAYS_REP, 'GET', `/invoices/${nordicDraft}`)).statusCode).toBe(404);
    });

    it('the PDF reads back with number, company, lines and total', async () => {
      const response = await billing(app, NORDIC_REP, 'GET', `/invoices/${nordicDraft}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await readPdfText(response.rawPayload);
      const invoice = (await billing(app, ADMIN, 'GET', `/invoices/${nordicDraft}`)).json<Invoice>();
      for (const text of [
        invoice.number!,
        'Nordic Renewable Fuels AS',
        invoice.lines[0]!.description,
        '12.345 t',
        '$3.00',
        '$37.04',
        'Total (USD)',
      ]) {
        expect(pdf.text.replace(/\s+/g, ' ')).toContain(text);
      }
      expect(pdf.text).not.toContain('DRAFT');
    });

    it('a draft PDF says DRAFT on every page', async () => {
      const pdf = await readPdfText(
        (await billing(app, ADMIN, 'GET', `/invoices/${skyWaysDraft}/pdf`)).rawPayload,
      );
      for (const page of pdf.pageTexts) expect(page).toContain('DRAFT');
    });

    it('a draft billed to a company named in Hebrew, Chinese and Arabic prints the name in its fonts, right to left, under the watermark', async () => {
      const name = 'אל על נתיבי אויר לישראל 中国国际航空股份有限公司 طيران الإمارات';
      const [company] = await queryRows<{ name: string }>(
        db(app),
        sql`select c.name from companies c join invoices i on i.company_id = c.id where i.id = ${skyWaysDraft}`,
      );
      const rename = (to: string, from: string) =>
        db(app).execute(sql`update companies set name = ${to} where name = ${from}`);
      await rename(name, company!.name);
      try {
        const pages = await readPdfLayout(
          (await billing(app, ADMIN, 'GET', `/invoices/${skyWaysDraft}/pdf`)).rawPayload,
        );
        for (const page of pages) expect(page.items.some((item) => item.text === 'DRAFT')).toBe(true);
        const billedTo = pages[0]!.items.filter((item) => item.size === 11 && item.x > 300);
        expect(new Set(billedTo.map((item) => item.font))).toEqual(
          new Set(['NotoSansHebrew-Bold', 'NotoSansSC-Bold', 'NotoSansArabic-Bold']),
        );
        // Wrapped in its 240 pt column, the first line read from the right begins as the name does.
        expect(pages[0]!.linesFromTheRight.some((line) => line.startsWith('אל על נתיבי אויר לישראל'))).toBe(
          true,
        );
        for (const item of billedTo) {
          expect(item.x).toBeGreaterThanOrEqual(305 - 0.01);
          expect(item.x + item.width).toBeLessThanOrEqual(545.01);
        }
      } finally {
        await rename(company!.name, name);
      }
    });

    it('paying needs a day not in the future and a reference; a paid invoice cannot be voided', async () => {
      const before = await billingMark(app);
      const future = await billing(app, ADMIN, 'PATCH', `/invoices/${nordicDraft}`, {
        status: 'paid',
        paidOn: '2999-01-01',
        paymentReference: 'REF-1',
      });
      expect(future.statusCode).toBe(422);
      expect(future.json().details).toHaveProperty(['body.paidOn']);
      const noReference = await billing(app, ADMIN, 'PATCH', `/invoices/${nordicDraft}`, {
        status: 'paid',
        paidOn: today(),
      });
      expect(noReference.statusCode).toBe(400);
      expect(noReference.json().details).toHaveProperty(['body.paymentReference']);
      expect(
        (
          await billing(app, NORDIC_REP, 'PATCH', `/invoices/${nordicDraft}`, {
            status: 'paid',
            paidOn: today(),
            paymentReference: 'X',
          })
        ).statusCode,
      ).toBe(403);
      expect(await billingMark(app)).toBe(before);
      const paid = await billing(app, ADMIN, 'PATCH', `/invoices/${nordicDraft}`, {
        status: 'paid',
        paidOn: today(),
        paymentReference: 'NRF-PAY-77',
      });
      expect(paid.json()).toMatchObject({ status: 'paid', paidOn: today(), paymentReference: 'NRF-PAY-77' });
      const voided = await billing(app, ADMIN, 'PATCH', `/invoices/${nordicDraft}`, {
        status: 'void',
        reason: 'Too late',
      });
      expect(voided.statusCode).toBe(409);
      expect(voided.json().details).toMatchObject({ status: 'paid' });
    });

    it('voiding needs a reason, frees the events for the next generation, and a void invoice cannot be paid', async () => {
      const noReason = await billing(app, ADMIN, 'PATCH', `/invoices/${skyWaysDraft}`, {
        status: 'void',
        reason: ' ',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().details).toHaveProperty(['body.reason']);
      const voided = await billing(app, ADMIN, 'PATCH', `/invoices/${skyWaysDraft}`, {
        status: 'void',
        reason: 'Unblock was an operator error',
      });
      expect(voided.json()).toMatchObject({
        status: 'void',
        number: null,
        voidReason: 'Unblock was an operator error',
      });
      const paying = await billing(app, ADMIN, 'PATCH', `/invoices/${skyWaysDraft}`, {
        status: 'paid',
        paidOn: today(),
        paymentReference: 'X',
      });
      expect(paying.statusCode).toBe(409);
      const pdf = await readPdfText(
        (await billing(app, ADMIN, 'GET', `/invoices/${skyWaysDraft}/pdf`)).rawPayload,
      );
      expect(pdf.text).toContain('VOID');
      const preview = (
        await billing(app, ADMIN, 'POST', '/invoices/generate', month)
      ).json<InvoiceGenerationResult>();
      expect(preview.companies.map((company) => [company.companyName, company.totalCents])).toEqual([
        ['SkyWays Airlines Ltd', 400000],
      ]);
    });

    it('every move and generation is an event of the hash chain', async () => {
      const logged = await db(app)
        .select({ type: events.type, payload: events.payload })
        .from(events)
        .where(and(eq(events.entityType, 'invoice'), eq(events.entityId, nordicDraft)));
      expect(logged.map((event) => [event.type, (event.payload as { status?: string }).status])).toEqual([
        ['InvoiceGenerated', undefined],
        ['InvoiceUpdated', 'issued'],
        ['InvoiceUpdated', 'paid'],
      ]);
      expect((logged[1]?.payload as { mailedTo: string[] }).mailedTo).toEqual([NORDIC_REP]);
      const [feeEvent] = await db(app).select().from(events).where(eq(events.type, 'FeeScheduleUpdated'));
      expect(feeEvent?.payload).toMatchObject({ version: 2, issuancePerTonneCents: 350 });
      expect((await verifyEventChain(db(app))).ok).toBe(true);
      expect(await db(app).select().from(feeSchedules)).toHaveLength(2);
      expect(await db(app).select().from(invoiceLines).where(eq(invoiceLines.voided, true))).toHaveLength(1);
    });
  });

  describe('the invoice table', () => {
    it('filters by status, company and period, sorts and pages', async () => {
      const list = async (query: string) =>
        (await billing(app, ADMIN, 'GET', `/invoices?${query}`)).json<InvoicePage>();
      expect((await list('status=paid')).items.map((item) => item.companyName).sort()).toEqual([
        'Nordic Renewable Fuels AS',
        'SkyWays Airlines Ltd',
      ]);
      expect((await list(`companyId=${ledger.skyWays}`)).total).toBe(2);
      expect((await list('periodTo=2000-01-31')).total).toBe(0);
      expect((await list(`periodFrom=${month.periodStart}&periodTo=${month.periodEnd}`)).total).toBe(4);
      const byTotal = await list('sort=total&order=asc');
      expect(byTotal.items.map((item) => item.totalCents)).toEqual(
        [...byTotal.items.map((item) => item.totalCents)].sort((a, b) => a - b),
      );
      const page2 = await list('sort=total&order=asc&page=2&pageSize=1');
      expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 1 });
      expect(page2.items[0]?.id).toBe(byTotal.items[1]?.id);
      const bad = await billing(app, ADMIN, 'GET', '/invoices?periodFrom=2026-02-01&periodTo=2026-01-01');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toHaveProperty(['querystring.periodTo']);
    });

    it('exports the same rows to CSV and XLSX; a representative exports only their own', async () => {
      const csv = await billing(app, ADMIN, 'GET', '/invoices/export?format=csv&sort=number&order=asc');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const rows = csv.body.trim().split('\r\n');
      expect(rows[0]).toBe(
        'Number,Company,Period start,Period end,Status,Total (USD),Total (cents),Lines,Issued,Due,Paid,Payment reference',
      );
      expect(rows).toHaveLength(5);
      expect(rows.some((row) => row.includes(',37.04,3704,'))).toBe(true);
      // Issue 45 item 2: every row names its company and counts its lines (both columns were empty).
      for (const row of rows.slice(1)) {
        const cells = row.split(',');
        expect(cells[1]).toMatch(/\w/);
        expect(cells[7]).toMatch(/^[1-9]\d*$/);
      }

      const own = await billing(app, NORDIC_REP, 'GET', '/invoices/export?format=csv');
      expect(own.body).not.toContain('SkyWays');

      const xlsx = await billing(app, ADMIN, 'GET', '/invoices/export?format=xlsx&status=paid');
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Invoices')!;
      expect(sheet.getRow(1).getCell(1).value).toBe('Number');
      expect(sheet.rowCount).toBe(3);
      const cents = [2, 3].map((row) => sheet.getRow(row).getCell(7).value);
      expect(cents.sort()).toEqual([3704, 400000]);
      for (const row of [2, 3]) {
        expect(String(sheet.getRow(row).getCell(2).value)).toMatch(/\w/);
        expect(sheet.getRow(row).getCell(8).value).toBeGreaterThan(0);
      }
    });
  });
});
