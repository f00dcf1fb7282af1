import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, issuances, requests } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueForm, submitIssue, type DemoLedger } from './ledger-helpers';

// Issue 11 #4 and #6, docs/decisions/035-plausibility-checks.md: a value no jet fuel has is refused with the
// field named; an unusual one is accepted, shown, and acknowledged by the administrator before approval.
describe('issuance plausibility: errors refused, warnings acknowledged at approval', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  type Form = ReturnType<typeof issueForm>;
  const formWith = (change: (form: Form) => void): Form => {
    const form = issueForm(ledger.nordicFuel);
    change(form);
    return form;
  };

  /** Below jet fuel's 42.8 MJ/kg but a possible heating value, and a feedstock outside the catalogue. */
  const unusual = () =>
    formWith((form) => {
      form.product.lowerHeatingValue = '42.5';
      form.product.feedStock = {
        name: 'Other',
        otherFeedStock: 'Pongamia oil',
      } as Form['product']['feedStock'];
    });

  async function signed(form: Form) {
    const submitted = await submitIssue(app, PEOPLE.nordicInitiator, form);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { issuanceId, action, results } = submitted.json<{
      issuanceId: string;
      action: { id: string };
      results: { warnings: { code: string }[] };
    }>();
    const sign = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`);
    expect(sign.json().status).toBe('pendingApproval');
    return { issuanceId, actionId: action.id, warnings: results.warnings.map((warning) => warning.code) };
  }

  it.each([
    [
      'a lower heating value of 1000 MJ/kg',
      (form: Form) => void (form.product.lowerHeatingValue = '1000'),
      'product.lowerHeatingValue',
      'Enter a lower heating value from 42.0 to 45.0 MJ/kg',
    ],
    [
      // 100 t in 100,000 gallons (378.541 m3) is 0.264 t/m3.
      'a neat volume in the wrong unit',
      (form: Form) =>
        void Object.assign(form.product, { volumeOfNeatFuel: '100000', volumeOfNeatFuelUnit: 'gallons' }),
      'product.volumeOfNeatFuel',
      'give 0.264 t/m3',
    ],
    [
      // Core 13.9 + ILUC 0 = 13.9; 3 figures, 0.15 of rounding.
      'a CORSIA default total that contradicts core LCA + ILUC',
      (form: Form) => void (form.greenhouseGas.totalLCAValueCorsiaDefault = '20'),
      'greenhouseGas.totalLCAValueCorsiaDefault',
      'breakdown adds up to 13.9',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, change, field, words) => {
    const answer = await submitIssue(app, PEOPLE.nordicInitiator, formWith(change));
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json<{ statusCode: number; message: string; errorId: string }>();
    expect(body).toMatchObject({ statusCode: 400, errorId: expect.any(String) });
    expect(body.message).toContain(field);
    expect(body.message).toContain(words);
  });

  it('accepts warnings, lists them on the issuance, and refuses an approval that does not acknowledge each', async () => {
    const { issuanceId, actionId, warnings } = await signed(unusual());
    expect(warnings).toEqual(['lowerHeatingValueBelowJetFuelSpecification', 'otherFeedstock']);
    const detail = await call(app, PEOPLE.admin, 'GET', `/api/issuances/${issuanceId}`);
    expect(detail.json().warnings).toEqual([
      {
        code: 'lowerHeatingValueBelowJetFuelSpecification',
        path: ['product', 'lowerHeatingValue'],
        message:
          'The lower heating value 42.5 MJ/kg is below the 42.8 MJ/kg jet fuel must have (ASTM D1655, D7566): check it against the proof of sustainability',
      },
      {
        code: 'otherFeedstock',
        path: ['product', 'feedStock', 'otherFeedStock'],
        message:
          'The feedstock "Pongamia oil" is not in the registry\'s catalogue (RED II Annex IX, CORSIA): check it against the proof of sustainability.',
      },
    ]);

    for (const body of [undefined, { acknowledgedWarnings: ['otherFeedstock'] }]) {
      const refused = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        message: expect.stringContaining('Acknowledge the plausibility warnings before approving'),
        details: {
          'body.acknowledgedWarnings': expect.stringContaining('lowerHeatingValueBelowJetFuelSpecification'),
        },
      });
    }
    const [waiting] = await app.database.db.select().from(issuances).where(eq(issuances.id, issuanceId));
    expect(waiting?.status).toBe('pendingApproval');

    const approved = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`, {
      acknowledgedWarnings: warnings,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [event] = await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'IssuanceApproved'), eq(events.entityId, issuanceId)));
    expect(event?.payload).toMatchObject({
      acknowledgedWarnings: detail
        .json()
        .warnings.map(({ code, message }: { code: string; message: string }) => ({
          code,
          message,
        })),
    });
  });

  it('the request door asks the same acknowledgement', async () => {
    const { issuanceId, warnings } = await signed(unusual());
    const [request] = await app.database.db
      .select()
      .from(requests)
      .where(eq(requests.issuanceId, issuanceId));
    const url = `/api/requests/${request!.id}/approve`;
    const refused = await call(app, PEOPLE.admin, 'POST', url, { comment: 'Checked' });
    expect(refused.statusCode, refused.body).toBe(409);
    const approved = await call(app, PEOPLE.admin, 'POST', url, { acknowledgedWarnings: warnings });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
  });

  it('an unknown warning code is a 400 naming the field; an issuance without warnings approves with no body', async () => {
    const { actionId, warnings } = await signed(issueForm(ledger.nordicFuel));
    expect(warnings).toEqual([]);
    const unknown = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`, {
      acknowledgedWarnings: ['everythingFine'],
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().message).toContain('body.acknowledgedWarnings');
    const approved = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
