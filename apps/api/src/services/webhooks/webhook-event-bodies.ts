import {
  accountNameOf,
  publicNameOf,
  readTypedEvent,
  type EventType,
  type NameViewer,
  type WebhookEventBody,
  type WebhookEventType,
} from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlArray } from '../../db/sql-array';
import { loadNotifiedActions, type NotifiedAction } from '../notifications/notified-action';
import type { SealedEvent } from '../events/next-sealed-events';

// The company's view of an event (issue 44, docs/decisions/120): which company an event of the sealed log
// concerns, as which webhook event, and what the body tells it. A body names only the company's own accounts;
// another company and its accounts are named as that company lets the receiver read them (publicNameOf: a
// private name stays private). Actions are read as the notification mails read them (loadNotifiedActions).

/** The sealed log's event types that can concern a company's webhooks; the others are not read. */
export const WEBHOOK_SOURCE_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  'ActionSigned',
  'ActionCompleted',
  'ActionRejected',
  'ActionExpired',
  'UnitTransferred',
  'IssuanceApproved',
  'UnitClaimed',
  'InvoiceUpdated',
]);

/** An event as the webhooks read it. */
export type WebhookSourceEvent = Pick<
  SealedEvent,
  'id' | 'seq' | 'at' | 'type' | 'companyId' | 'accountId' | 'entityType' | 'entityId' | 'payload'
>;

/** One delivery's worth: the company an event concerns, the webhook type and the body, in log order. */
export interface CompanyEvent {
  seq: number;
  eventId: string;
  companyId: string;
  type: WebhookEventType;
  body: WebhookEventBody;
}

interface NamedRow extends Record<string, unknown> {
  id: string;
  name: string;
  companyId: string;
  companyName: string;
  isNamePrivate: boolean;
}

/** What the bodies of a batch need besides the events: actions, accounts with their companies, next steps. */
interface Reads {
  actions: Map<string, NotifiedAction>;
  accounts: Map<string, NamedRow>;
  /** For a last signature: the type of the action's next event, if any (an immediate completion). */
  nextAfterSignature: Map<string, string | null>;
}

const viewerOf = (companyId: string): NameViewer => ({ companyIds: [companyId], isAdministrator: false });

/** An account of another company as the receiver may read it. */
function otherAccount(account: NamedRow | undefined, receiver: string) {
  if (!account) return null;
  const company = { id: account.companyId, name: account.companyName, isNamePrivate: account.isNamePrivate };
  return {
    accountId: account.id,
    accountName: accountNameOf(account, company, viewerOf(receiver)),
    companyName: publicNameOf(company, viewerOf(receiver)),
  };
}

const actionView = (action: NotifiedAction) => ({
  id: action.id,
  type: action.type,
  volume: action.volume,
  serial: action.serial,
  accountId: action.accountId,
  accountName: action.accountName,
});

/** Whether an ActionSigned event is the action's last signature on a transfer or an on-behalf claim. */
function lastSignatureToAccept(event: WebhookSourceEvent, action: NotifiedAction | undefined): boolean {
  if (event.type !== 'ActionSigned' || !action?.receivingAccountId) return false;
  if (action.type !== 'Transfer' && action.type !== 'Claim') return false;
  const read = readTypedEvent('ActionSigned', event.payload);
  if (read.type !== 'ActionSigned') return false;
  return (read.payload.signatures ?? 0) >= (read.payload.requiredSignatures ?? Infinity);
}

async function readsOf(db: DbOrTx, events: readonly WebhookSourceEvent[]): Promise<Reads> {
  const actionIds = events.flatMap((e) => (e.entityType === 'action' ? [e.entityId] : []));
  const actions = await loadNotifiedActions(db, actionIds);
  const accountIds = new Set<string>();
  for (const event of events) {
    if (event.type !== 'UnitTransferred') continue;
    if (event.accountId) accountIds.add(event.accountId);
    const read = readTypedEvent('UnitTransferred', event.payload);
    if (read.type === 'UnitTransferred') accountIds.add(read.payload.receivingAccountId);
  }
  for (const action of actions.values()) {
    accountIds.add(action.accountId);
    if (action.receivingAccountId) accountIds.add(action.receivingAccountId);
  }
  const accountRows =
    accountIds.size === 0
      ? []
      : await queryRows<NamedRow>(
          db,
          sql`select a.id, a.name, c.id as "companyId", c.name as "companyName", c.is_name_private as "isNamePrivate"
                from accounts a join companies c on c.id = a.company_id
               where a.id = any(${sqlArray([...accountIds], 'uuid')})`,
        );
  // A last signature that completed at once (the receiver trusts the sender) is followed, in the same
  // transaction and so in the same seal, by the action's completion: only otherwise does it wait for acceptance.
  const signed = events.filter((e) => lastSignatureToAccept(e, actions.get(e.entityId)));
  const nextRows =
    signed.length === 0
      ? []
      : await queryRows<{ id: string; next: string | null }>(
          db,
          sql`select s.id::text as id,
                (select e.type::text from events e
                  where e.entity_type = 'action' and e.entity_id = s.id and e.seq > s.seq
                  order by e.seq limit 1) as next
                from unnest(${sqlArray(
                  signed.map((e) => e.entityId),
                  'text',
                )}, ${sqlArray(
                  signed.map((e) => e.seq),
                  'bigint',
                )})
                  as s(id, seq)`,
        );
  return {
    actions,
    accounts: new Map(accountRows.map((row) => [row.id, row])),
    nextAfterSignature: new Map(nextRows.map((row) => [row.id, row.next])),
  };
}

const ACTION_ENDINGS: Partial<Record<EventType, WebhookEventType>> = {
  ActionSigned: 'action.signed',
  ActionCompleted: 'action.completed',
  ActionRejected: 'action.rejected',
  ActionExpired: 'action.expired',
};

/** The company events one sealed event makes (none, one, or one for each company it concerns). */
function companyEventsOf(event: WebhookSourceEvent, reads: Reads): CompanyEvent[] {
  const made: CompanyEvent[] = [];
  const add = (
    companyId: string | null | undefined,
    type: WebhookEventType,
    data: Record<string, unknown>,
  ) => {
    if (!companyId) return;
    made.push({
      seq: event.seq,
      eventId: event.id,
      companyId,
      type,
      body: { id: event.id, type, timestamp: new Date(event.at).toISOString(), data },
    });
  };
  const read = readTypedEvent(event.type, event.payload);
  const actionType = ACTION_ENDINGS[event.type];
  if (actionType && event.entityType === 'action') {
    const action = reads.actions.get(event.entityId);
    if (!action) return made;
    const counterparty = action.receivingAccountId
      ? otherAccount(reads.accounts.get(action.receivingAccountId), action.companyId)
      : null;
    const details =
      read.type === 'ActionSigned'
        ? {
            signatures: read.payload.signatures ?? null,
            requiredSignatures: read.payload.requiredSignatures ?? null,
          }
        : read.type === 'ActionRejected'
          ? { rejectedWhile: read.payload.from }
          : {};
    add(action.companyId, actionType, { action: actionView(action), counterparty, ...details });
    if (
      lastSignatureToAccept(event, action) &&
      reads.nextAfterSignature.get(event.entityId) !== 'ActionCompleted' &&
      action.receivingCompanyId
    ) {
      const receiving = reads.accounts.get(action.receivingAccountId!);
      add(action.receivingCompanyId, 'transfer.awaiting_acceptance', {
        action: {
          id: action.id,
          type: action.type,
          volume: action.volume,
          serial: action.serial,
          expiresAt: action.expiresAt,
        },
        account: receiving ? { id: receiving.id, name: receiving.name } : null,
        from: otherAccount(reads.accounts.get(action.accountId), action.receivingCompanyId),
      });
    }
    return made;
  }
  switch (read.type) {
    case 'UnitTransferred': {
      const receiving = reads.accounts.get(read.payload.receivingAccountId);
      const receiver = read.payload.receivingCompanyId ?? receiving?.companyId;
      if (!receiver) return made;
      add(receiver, 'unit.received', {
        serial: read.payload.received,
        volume: read.payload.volume,
        account: receiving ? { id: receiving.id, name: receiving.name } : null,
        from: event.accountId ? otherAccount(reads.accounts.get(event.accountId), receiver) : null,
      });
      return made;
    }
    case 'IssuanceApproved':
      add(event.companyId, 'issuance.approved', {
        issuanceId: event.entityId,
        accountId: event.accountId,
        volume: read.payload.volume,
      });
      return made;
    case 'UnitClaimed': {
      const p = read.payload;
      add(event.companyId, 'claim.completed', {
        serial: p.serial,
        retired: p.retired,
        remainder: p.remainder,
        volume: p.volume,
        accountId: event.accountId,
        actionId: p.actionId ?? null,
        retirementYear: p.retirementYear,
        retirementCountry: p.retirementCountry,
        claimPurpose: p.claimPurpose,
        complianceRegime: p.complianceRegime,
      });
      return made;
    }
    case 'InvoiceUpdated':
      if (read.payload.status === 'issued')
        add(event.companyId, 'invoice.issued', {
          invoiceId: event.entityId,
          number: read.payload.number,
          issuedOn: read.payload.issuedOn,
          dueOn: read.payload.dueOn,
          totalCents: read.payload.totalCents,
        });
      return made;
    default:
      return made;
  }
}

/** The company events of a run of sealed events, in log order. */
export async function companyEventsOfLog(
  db: DbOrTx,
  events: readonly WebhookSourceEvent[],
): Promise<CompanyEvent[]> {
  const read = events.filter((event) => WEBHOOK_SOURCE_TYPES.has(event.type));
  if (read.length === 0) return [];
  const reads = await readsOf(db, read);
  return read.flatMap((event) => companyEventsOf(event, reads));
}
