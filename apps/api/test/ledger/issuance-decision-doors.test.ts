import { asc, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, requests } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  call,
  demoLedger,
  expectLedgerSound,
  issueForm,
  submitIssue,
  type DemoLedger,
} from './ledger-helpers';

// Issue 16 §3: an administrator decides a signed issuance on its action (/api/actions/{id}/approve|reject)
// or on its request (/api/requests/{id}/approve|reject). Both doors are one decision (decideIssuance): the
// same states, the same events with the same payloads, and the request decided once.
describe('an issuance decided through either door', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  /** A signed issuance awaiting the administrator: its action, issuance and request ids. */
  async function awaitingApproval() {
    const submitted = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicFuel));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { issuanceId, action } = submitted.json<{ issuanceId: string; action: { id: string } }>();
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`);
    expect(signed.json().status).toBe('pendingApproval');
    const [request] = await app.database.db
      .select()
      .from(requests)
      .where(eq(requests.issuanceId, issuanceId));
    return { actionId: action.id, issuanceId, requestId: request!.id };
  }

  /** The decision's events, in chain order, with what identifies this issuance taken out of the payloads. */
  async function decisionEvents(ids: { actionId: string; issuanceId: string; requestId: string }) {
    const logged = await app.database.db
      .select()
      .from(events)
      .where(
        or(
          inArray(events.entityId, [ids.actionId, ids.issuanceId, ids.requestId]),
          eq(events.type, 'UnitIssued'),
        ),
      )
      .orderBy(asc(events.seq));
    return logged
      .filter(
        (event) =>
          event.type !== 'UnitIssued' ||
          (event.payload as { issuanceId?: string }).issuanceId === ids.issuanceId,
      )
      .filter(
        (event) =>
          !['ActionStarted', 'ActionSigned', 'RequestCreated', 'IssuanceSubmitted'].includes(event.type),
      )
      .map((event) => {
        const {
          issuanceId: _issuance,
          serial: _serial,
          ...payload
        } = event.payload as Record<string, unknown>;
        return { type: event.type, entityType: event.entityType, payload };
      });
  }

  it('approving: the same events and payloads, and the request approved once', async () => {
    const onAction = await awaitingApproval();
    const byAction = await call(app, PEOPLE.admin, 'POST', `/api/actions/${onAction.actionId}/approve`);
    expect(byAction.statusCode, byAction.body).toBe(200);
    const onRequest = await awaitingApproval();
    const byRequest = await call(
      app,
      PEOPLE.admin,
      'POST',
      `/api/requests/${onRequest.requestId}/approve`,
      {},
    );
    expect(byRequest.statusCode, byRequest.body).toBe(200);

    const actionDoor = await decisionEvents(onAction);
    expect(actionDoor.map((event) => event.type)).toEqual([
      'ActionApproved',
      'RequestApproved',
      'IssuanceApproved',
      'ActionCompleted',
      'UnitIssued',
    ]);
    expect(await decisionEvents(onRequest)).toEqual(actionDoor);
    for (const ids of [onAction, onRequest]) {
      const [request] = await app.database.db.select().from(requests).where(eq(requests.id, ids.requestId));
      expect(request).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    }
    await expectLedgerSound(app);
  });

  it('rejecting: the same events and payloads (ActionRejected with its volume, RequestRejected with its status)', async () => {
    const comment = 'The proof of sustainability does not match the batch';
    const onAction = await awaitingApproval();
    const byAction = await call(app, PEOPLE.admin, 'POST', `/api/actions/${onAction.actionId}/reject`, {
      comment,
    });
    expect(byAction.statusCode, byAction.body).toBe(200);
    const onRequest = await awaitingApproval();
    const byRequest = await call(app, PEOPLE.admin, 'POST', `/api/requests/${onRequest.requestId}/reject`, {
      comment,
    });
    expect(byRequest.statusCode, byRequest.body).toBe(200);

    const actionDoor = await decisionEvents(onAction);
    expect(actionDoor).toEqual([
      {
        type: 'ActionRejected',
        entityType: 'action',
        payload: { type: 'Issue', volume: '100.000', comment, from: 'pendingApproval' },
      },
      {
        type: 'RequestRejected',
        entityType: 'request',
        payload: { kind: 'IssueApprovalRequest', status: 'rejected', comment },
      },
      { type: 'IssuanceRejected', entityType: 'issuance', payload: { comment } },
    ]);
    expect(await decisionEvents(onRequest)).toEqual(actionDoor);
  });
});
