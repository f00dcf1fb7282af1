import { deliveryOf, readTypedEvent, type EventType, type NotificationKind } from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { inTransaction } from '../../db/transaction';
import { followingRun, type SealedEvent } from '../events/next-sealed-events';
import { notificationState, type notifications } from '../../db/schema';
import {
  acceptanceRequired,
  actionEnded,
  approvalRequired,
  signatureRequired,
  type Outcome,
} from './notification-content';
import { renderNotificationMail, type NotificationContent } from './notification-mail';
import {
  acceptorsOf,
  activeUser,
  administrators,
  signersOf,
  type Recipient,
} from './notification-recipients';
import { loadNotifiedActions, type NotifiedAction } from './notified-action';
import type { OutboxMail } from './send-notifications';

/**
 * Events per transaction. A batch costs four round trips and a commit whatever its size (the lock with the
 * events, the actions, the recipients, the rows with the cursor's move): its events' actions are read in
 * one query and each recipient once, so its transaction stays open about as long as a call's under load.
 * Twenty a batch spent half the notifier's CPU on the batches themselves, and under the ledger benchmark
 * the notifier fell behind the transfers (issue 13, docs/decisions/066). Five hundred, when each event
 * still cost a few queries of its own, kept a transaction open for seconds (decision 006).
 */
const BATCH = 200;
const MAX_BATCHES = 50;
/** Notifiers of every API process queue on this lock: each event is read by one of them, once. */
const NOTIFIER_LOCK_KEY = 726_012;

/** One notification for some people, as the event's reader decides it. */
export interface Notice {
  kind: NotificationKind;
  recipients: Recipient[];
  /** The company the recipients act for in it (null: the administrators). */
  companyId: string | null;
  actionId: string | null;
  content: NotificationContent;
}

/**
 * Reads the sealed event log after where it stopped, in chain order, and writes the notification mails the
 * events call for into the outbox (`notifications`), each with the delivery its reader chose. Runs after the
 * operations committed, in its own transactions: the operations' hot paths gain no statement. It stops at a
 * gap in seq (an event not yet visible) and takes it up on the next run.
 */
export async function notifyEvents(
  db: Db,
  publicUrl: string,
  /**
   * Mails a committed batch's immediate notifications, which its insert claimed for this run (their rows
   * are written once more, as sent): a mail is not read back out of the outbox it was just written to, and
   * its row is not claimed again (issue 13). A mail that fails stays claimed, and another run takes it up
   * once the claim has expired, as one claimed by sendNotifications.
   */
  send: (mails: OutboxMail[]) => Promise<unknown>,
): Promise<{ events: number; notifications: number }> {
  const total = { events: 0, notifications: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await inTransaction(db, (tx) => notifyBatch(tx, publicUrl));
    total.events += result.events;
    total.notifications += result.notifications;
    if (result.mails.length > 0) await send(result.mails);
    if (result.events < BATCH) break;
  }
  return total;
}

type BatchResult = {
  events: number;
  notifications: number;
  /** The batch's immediate mails, claimed by its insert, to send once it has committed. */
  mails: OutboxMail[];
};

const NOTHING: BatchResult = { events: 0, notifications: 0, mails: [] };

/**
 * One batch, in its own transaction: the notifiers' lock, the cursor with the events after it, the outbox
 * rows they call for (claimed for this run when they mail now), the cursor moved. A failure rolls the batch
 * back: its events are read again by the next run.
 */
async function notifyBatch(tx: Tx, publicUrl: string): Promise<BatchResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFIER_LOCK_KEY}::bigint)`);
  const read = await preparedRows<NotifierRead>(tx, NOTIFIER_NEXT, []);
  const { sealed, last } = followingEvents(read);
  if (!last) return NOTHING;
  const rows = await noticeRowsOf(tx, sealed, publicUrl);
  const inserted =
    rows.length > 0
      ? await preparedRows<InsertedNotice>(tx, insertClaimedNotices, [JSON.stringify(rows)])
      : [];
  await tx.update(notificationState).set({ lastEventSeq: last.seq }).where(eq(notificationState.id, 1));
  return { events: sealed.length, notifications: inserted.length, mails: claimedMailsOf(rows, inserted) };
}

/** The event types that can call for a mail (noticesOf); the others are not read. */
const NOTIFIED_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  'ActionStarted',
  'ActionSigned',
  'RequestCreated',
  'IssuanceClarified',
  'ActionCompleted',
  'ActionRejected',
  'ActionExpired',
]);

/** What the notifier reads of an event: its seq (gaps), what it is about, its payload if it may mail. */
type NotifierEvent = Pick<SealedEvent, 'seq' | 'type' | 'entityType' | 'entityId'> & {
  payload: SealedEvent['payload'] | null;
};
/** A row of NOTIFIER_NEXT: the cursor on every row, no event (seq null) when none follows it. */
type NotifierRead = Omit<NotifierEvent, 'seq'> & { seq: string | null; cursor: string };

/**
 * The cursor and the events after it in one statement. It runs after the advisory lock, as a statement of
 * its own, so it reads the cursor the notifier we waited for left. Only the columns the notifier uses, and
 * the payload only of the types that can call for a mail: a transfer records four events and one of them
 * (UnitTransferred) never mails, and the hash, the actor and the time are not the notifier's (issue 13).
 */
const NOTIFIER_NEXT = preparedStatement(
  'notifier.next',
  `select s.last_event_seq::text as cursor, e.seq::text as seq, e.type, e.entity_type as "entityType",
          e.entity_id as "entityId",
          case when e.type in (${[...NOTIFIED_TYPES].map((type) => `'${type}'`).join(', ')}) then e.payload end
            as payload
     from notification_state s
     left join lateral (select * from events e where e.seq > s.last_event_seq order by e.seq limit ${BATCH}) e
       on true
    where s.id = 1
    order by e.seq`,
);

/** The events read after the cursor that follow it without a gap, and the last of them. */
function followingEvents(read: readonly NotifierRead[]): { sealed: NotifierEvent[]; last?: NotifierEvent } {
  const cursor = read[0]?.cursor;
  if (cursor === undefined)
    throw new Error('notifyEvents: notification_state is missing (were the migrations applied?)');
  const sealed = followingRun(
    read.flatMap(({ seq, ...event }) => (seq === null ? [] : [{ ...event, seq }])),
    Number(cursor),
  );
  return { sealed, last: sealed.at(-1) };
}

/**
 * The outbox rows the events call for. The batch's actions in one query and its rows in one insert (issue
 * 13: one action query and one insert per event cost about 1.4 round trips per transfer under the ledger
 * benchmark).
 */
async function noticeRowsOf(
  tx: Tx,
  sealed: readonly NotifierEvent[],
  publicUrl: string,
): Promise<OutboxRow[]> {
  const read = sealed.map((event) => ({ event, ...readNotified(event) }));
  const actions = await loadNotifiedActions(
    tx,
    read.flatMap(({ actionId }) => (actionId ? [actionId] : [])),
  );
  const recipients = new RecipientReads(tx);
  const rows: OutboxRow[] = [];
  for (const { event, typed, actionId } of read) {
    const action = actionId ? actions.get(actionId) : undefined;
    if (!typed || !action) continue;
    for (const notice of await noticesOf(recipients, typed, action)) {
      rows.push(...noticeRows(notice, `event:${event.seq}`, publicUrl));
    }
  }
  return rows;
}

type NoticeRow = typeof notifications.$inferInsert;
/** A row for the outbox, with its recipient's address for the mail (not a column: users has it). */
type OutboxRow = NoticeRow & { email: string };
/** What the notifier's insert answers of each row it wrote (a row already written for its key is not). */
interface InsertedNotice extends Record<string, unknown> {
  id: string;
  dedupeKey: string;
  delivery: string;
}

/** The immediate mails among the rows the insert wrote: the rows it claimed, with what they say. */
function claimedMailsOf(rows: readonly OutboxRow[], inserted: readonly InsertedNotice[]): OutboxMail[] {
  const byKey = new Map(rows.map((row) => [row.dedupeKey, row]));
  return inserted.flatMap(({ id, dedupeKey, delivery }) => {
    const row = byKey.get(dedupeKey);
    if (delivery !== 'now' || !row) return [];
    return [{ id, email: row.email, subject: row.subject, text: row.text, html: row.html }];
  });
}

/** One outbox row per recipient who wants it (none for "none"). */
function noticeRows(notice: Notice, key: string, publicUrl: string): OutboxRow[] {
  return notice.recipients.flatMap((recipient) => {
    const delivery = deliveryOf(recipient.preference, notice.kind, recipient.isRegistryAdmin);
    if (!delivery) return [];
    const mail = renderNotificationMail(notice.content, recipient.name, publicUrl);
    return [
      {
        dedupeKey: `${key}:${recipient.id}`,
        userId: recipient.id,
        email: recipient.email,
        companyId: notice.companyId,
        kind: notice.kind,
        delivery,
        actionId: notice.actionId,
        link: notice.content.link,
        ...mail,
      },
    ];
  });
}

/**
 * The rows into the outbox, at most once per key and person: one fixed text for any number of rows (one jsonb
 * array), prepared once per connection. Drizzle's multi-row insert built its text and parameters afresh at
 * every batch: a seventh of the notifier's time under the ledger benchmark (issue 13), where every completed
 * transfer mails its initiator.
 */
function insertNoticesSql(param: string, claimed = false): string {
  // Claimed: the immediate rows are taken by the run that writes them (claimed now, one attempt), which
  // mails them once the batch commits; the digest's rows wait for their hour, unclaimed.
  const claim = claimed
    ? {
        columns: ', claimed_at, attempts',
        values: `, case when n.delivery = 'now' then now() end, case when n.delivery = 'now' then 1 else 0 end`,
        returning: `id, dedupe_key as "dedupeKey", delivery`,
      }
    : { columns: '', values: '', returning: 'id' };
  return `insert into notifications (dedupe_key, user_id, company_id, kind, delivery, action_id, link, subject,
                              text, html${claim.columns})
   select n."dedupeKey", n."userId", n."companyId", n.kind, n.delivery, n."actionId", n.link, n.subject, n.text,
          n.html${claim.values}
     from jsonb_to_recordset(${param}::jsonb) as n("dedupeKey" text, "userId" uuid, "companyId" uuid,
          kind notification_kind, delivery text, "actionId" uuid, link text, subject text, text text, html text)
   on conflict (dedupe_key) do nothing
   returning ${claim.returning}`;
}
const insertNoticesStatement = preparedStatement('safc_insert_notices', insertNoticesSql('$1'));
const insertClaimedNotices = preparedStatement('safc_insert_claimed_notices', insertNoticesSql('$1', true));

/** The rows into the outbox, at most once per key and person; how many were new. */
async function insertNoticeRows(tx: Tx, rows: NoticeRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await preparedRows<{ id: string }>(tx, insertNoticesStatement, [JSON.stringify(rows)]);
  return inserted.length;
}

/** One outbox row per recipient who wants it (none for "none"), at most once per key and person. */
export function writeNotice(tx: Tx, notice: Notice, key: string, publicUrl: string): Promise<number> {
  return insertNoticeRows(tx, noticeRows(notice, key, publicUrl));
}

/**
 * The recipients' queries of one batch, each asked once: the events of a transfer ask for the same
 * initiator, the events of a batch often for the same people.
 */
class RecipientReads {
  private readonly asked = new Map<string, Promise<Recipient[]>>();
  constructor(private readonly tx: Tx) {}

  private once(key: string, read: () => Promise<Recipient[]>): Promise<Recipient[]> {
    let answer = this.asked.get(key);
    if (!answer) this.asked.set(key, (answer = read()));
    return answer;
  }

  signers(action: NotifiedAction): Promise<Recipient[]> {
    return this.once(`signers:${action.id}`, () => signersOf(this.tx, action));
  }

  acceptors(accountId: string): Promise<Recipient[]> {
    return this.once(`acceptors:${accountId}`, () => acceptorsOf(this.tx, accountId));
  }

  administrators(): Promise<Recipient[]> {
    return this.once('administrators', () => administrators(this.tx));
  }

  async activeUser(userId: string): Promise<Recipient | undefined> {
    const [user] = await this.once(`user:${userId}`, async () => {
      const found = await activeUser(this.tx, userId);
      return found ? [found] : [];
    });
    return user;
  }
}

type TypedEvent = ReturnType<typeof readTypedEvent>;

/** The event read through its type's schema, and the action it is about, when it can call for a mail. */
function readNotified(event: NotifierEvent): { typed: TypedEvent | null; actionId: string | null } {
  if (!NOTIFIED_TYPES.has(event.type)) return { typed: null, actionId: null };
  // Read through the event type's schema (packages/domain/src/events): `read.payload` is typed by `read.type`.
  const read = readTypedEvent(event.type, event.payload);
  const actionId =
    event.entityType === 'action'
      ? event.entityId
      : read.type === 'RequestCreated' && read.payload.kind === 'IssueApprovalRequest'
        ? (read.payload.actionId ?? null)
        : read.type === 'IssuanceClarified'
          ? read.payload.actionId
          : null;
  return { typed: read, actionId };
}

/** What an event calls for: who must act now, or how an initiator's action ended. */
async function noticesOf(
  recipients: RecipientReads,
  read: TypedEvent,
  action: NotifiedAction,
): Promise<Notice[]> {
  switch (read.type) {
    case 'ActionStarted':
      return action.status === 'pendingSignature' ? awaiting(recipients, action) : [];
    case 'ActionSigned':
      // The other signers heard when it started; the last signature hands it to the receiving account.
      return (read.payload.signatures ?? 0) >= (read.payload.requiredSignatures ?? Infinity) &&
        action.status === 'pendingAcceptance'
        ? awaiting(recipients, action)
        : [];
    case 'RequestCreated':
    case 'IssuanceClarified':
      return awaitingAdministrator(recipients, action, read.type === 'IssuanceClarified');
    case 'ActionCompleted':
      return ended(recipients, action, 'completed', action.decisionComment);
    case 'ActionRejected':
      // The administrator's or the own company's reason is the initiator's to read; the receiving side's is not.
      return ended(
        recipients,
        action,
        'rejected',
        read.payload.from === 'pendingAcceptance'
          ? null
          : (action.decisionComment ?? textOf(read.payload.comment)),
      );
    case 'ActionExpired':
      return ended(recipients, action, 'expired', null);
    default:
      return [];
  }
}

const textOf = (value: string | null): string | null => (value?.trim() ? value : null);

/**
 * Those who may move the action on as it stands now: its signers while it awaits signatures, the receiving
 * account's acceptors once it awaits acceptance. An action that has moved on since asks nobody.
 */
async function awaiting(recipients: RecipientReads, action: NotifiedAction): Promise<Notice[]> {
  if (action.status === 'pendingSignature') {
    return [
      {
        kind: 'actionRequired',
        recipients: await recipients.signers(action),
        companyId: action.companyId,
        actionId: action.id,
        content: signatureRequired(action),
      },
    ];
  }
  if (action.status === 'pendingAcceptance' && action.receivingAccountId) {
    return [
      {
        kind: 'actionRequired',
        recipients: await recipients.acceptors(action.receivingAccountId),
        companyId: action.receivingCompanyId,
        actionId: action.id,
        content: acceptanceRequired(action),
      },
    ];
  }
  return [];
}

async function awaitingAdministrator(
  recipients: RecipientReads,
  action: NotifiedAction,
  answered: boolean,
): Promise<Notice[]> {
  if (action.status !== 'pendingApproval') return [];
  return [
    {
      kind: 'approvalRequired',
      recipients: await recipients.administrators(),
      companyId: null,
      actionId: action.id,
      content: approvalRequired(action, answered),
    },
  ];
}

async function ended(
  recipients: RecipientReads,
  action: NotifiedAction,
  outcome: Outcome,
  comment: string | null,
): Promise<Notice[]> {
  const initiator = await recipients.activeUser(action.initiatorId);
  if (!initiator) return [];
  const kinds: Record<Outcome, NotificationKind> = {
    completed: 'actionCompleted',
    rejected: 'actionRejected',
    expired: 'actionExpired',
  };
  return [
    {
      kind: kinds[outcome],
      recipients: [initiator],
      companyId: action.companyId,
      actionId: action.id,
      content: actionEnded(action, outcome, comment),
    },
  ];
}
