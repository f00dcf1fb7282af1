import { z } from 'zod';
import {
  ACCOUNT_MEMBERSHIP_ROLES,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  ACTION_STATUSES,
  ACTION_TYPES,
  COMPANY_ROLES,
  COMPANY_STATUSES,
  INVITATION_KINDS,
  ONBOARDING_STATUSES,
  REQUEST_KINDS,
  TICKET_TYPES,
  TOKEN_KINDS,
  API_TOKEN_SCOPES,
  UNIT_TYPES,
  type EventType,
} from '../catalogues/statuses';
import { NOTIFICATION_PREFERENCES } from '../notifications/notification-preference';
import {
  feeScheduleUpdatedPayloadSchema,
  invoiceGeneratedPayloadSchema,
  invoiceUpdatedPayloadSchema,
} from '../billing/billing-events';

// The payload of every event type, one schema each (docs/decisions/038). The API checks a payload against its
// schema when the event is recorded (an unknown key or a missing field fails there, in tests, not in a
// reader), and every reader of the log (log view, billing, public leaves, notifications) reads payloads
// through these schemas. A field added to a payload is added here first.

const id = z.uuid();
/** Decimals (volumes, tonnes) are recorded as the database writes them: text such as "150.000". */
const decimal = z.string();
const comment = z.string().nullable();
const serial = z.string();
const nothing = z.object({});
const outsideBeneficiary = z.object({ name: z.string(), email: z.string() });
const outsideBeneficiaryChange = z.object({ from: outsideBeneficiary, to: outsideBeneficiary });

const actionType = z.enum(ACTION_TYPES);
const actionStatus = z.enum(ACTION_STATUSES);
const unitType = z.enum(UNIT_TYPES);
const requestKind = z.enum(REQUEST_KINDS);
const companyStatus = z.enum(COMPANY_STATUSES);
const accountStatus = z.enum(ACCOUNT_STATUSES);
const accountRole = z.enum(ACCOUNT_MEMBERSHIP_ROLES);
/** A change applied as sent: the fields of an edit form (their own schemas checked them on the way in). */
const changes = z.record(z.string(), z.unknown());
const uploadIds = z.array(id);

/** A claim's beneficiary as the claim service stores it, resolved (internal) or as typed (external). */
const beneficiary = z.record(z.string(), z.unknown()).nullable();

const webhook = z.object({ url: z.string(), eventTypes: z.array(z.string()), description: z.string() });

const invitation = z.object({ kind: z.enum(INVITATION_KINDS), email: z.string() });

export const EVENT_PAYLOAD_SCHEMAS = {
  RegistrySeeded: z.object({ demoUsers: z.array(z.string()) }),

  UserCreated: z.object({
    email: z.string(),
    name: z.string().optional(),
    isRegistryAdmin: z.boolean().optional(),
    onboardingStatus: z.enum(ONBOARDING_STATUSES),
  }),
  UserUpdated: z.object({
    changes: changes.optional(),
    onboardingStatus: z.enum(ONBOARDING_STATUSES).optional(),
    notificationPreference: z.enum(NOTIFICATION_PREFERENCES).optional(),
    isRegistryAdmin: z.boolean().optional(),
    requestId: id.optional(),
  }),
  UserBlocked: nothing,
  UserUnblocked: nothing,
  UserRemoved: z.object({ removedFromRegistry: z.boolean() }),
  UserSignedIn: z.object({ tokenId: id, linkedSubject: z.boolean() }),
  UserSignedOut: z.object({ tokenId: id, kind: z.enum(TOKEN_KINDS) }),
  SignInLocked: z.object({ failures: z.number().int(), windowMinutes: z.number() }),
  SignInUnlocked: z.object({ lockedAt: z.iso.datetime() }),
  // expiresAt, scope and accountId from issue 39 on (decision 091); older events lack them.
  TokenCreated: z.object({
    kind: z.literal('api'),
    name: z.string(),
    expiresAt: z.iso.datetime().optional(),
    scope: z.enum(API_TOKEN_SCOPES).optional(),
    accountId: id.nullable().optional(),
  }),
  TokenRevoked: z.object({ tokenId: id, kind: z.enum(TOKEN_KINDS) }),

  InvitationCreated: invitation.extend({ accountRole: accountRole.nullable() }),
  InvitationRevoked: invitation,
  InvitationAccepted: z.object({ kind: z.enum(INVITATION_KINDS) }),

  CompanyCreated: z.object({ name: z.string(), country: z.string(), status: companyStatus }),
  CompanyUpdated: z.object({
    changes: changes.optional(),
    status: companyStatus.optional(),
    requestId: id.optional(),
  }),
  CompanyDocumentsUpdated: z.object({ uploadIds, requestId: id.optional() }),
  CompanyBlocked: z.object({ reason: z.string().optional() }),
  CompanyUnblocked: nothing,
  /** The same whether an administrator closed it or approved a CompanyCloseRequest (requestId then). */
  CompanyClosed: z.object({ previousStatus: companyStatus, requestId: id.nullable() }),
  CompanyMemberAdded: z.object({ role: z.enum(COMPANY_ROLES) }),
  CompanyMemberRemoved: z.object({ removedFromRegistry: z.boolean() }),

  AccountCreated: z.object({
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    status: accountStatus,
    requiredSignatures: z.number().int().optional(),
    uploadIds: uploadIds.optional(),
  }),
  AccountUpdated: z.object({
    changes: changes.optional(),
    status: accountStatus.optional(),
    uploadIds: uploadIds.optional(),
    requestId: id.optional(),
  }),
  AccountBlocked: z.object({ reason: z.string() }),
  AccountUnblocked: nothing,
  AccountClosed: z.object({ previousStatus: accountStatus }),
  AccountTrustUpdated: z.object({ trustedAccountIds: z.array(id) }),
  AccountMemberInvited: invitation.extend({ accountRole: accountRole.nullable() }),
  AccountMemberAdded: z.object({ role: accountRole }),
  AccountMemberRoleChanged: z.object({ from: accountRole, to: accountRole }),
  AccountMemberRemoved: z.object({ role: accountRole }),

  RequestCreated: z.object({
    kind: requestKind,
    issuanceId: id.optional(),
    actionId: id.optional(),
    uploadIds: uploadIds.optional(),
  }),
  RequestApproved: z.object({ kind: requestKind, comment }),
  RequestRejected: z.object({ kind: requestKind, status: z.enum(['rejected', 'closed']), comment }),

  IssuanceSubmitted: z.object({ volume: decimal, typeCode: z.string(), actionId: id.optional() }),
  IssuanceClarificationRequested: z.object({ actionId: id, comment: z.string() }),
  IssuanceClarified: z.object({ actionId: id, comment: z.string() }),
  IssuanceApproved: z.object({
    volume: decimal,
    /** The plausibility warnings the administrator accepted, word for word. */
    acknowledgedWarnings: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
    requestId: id.optional(),
  }),
  IssuanceRejected: z.object({ comment }),

  ActionStarted: z.object({
    type: actionType,
    serial: serial.optional(),
    volume: decimal.nullable().optional(),
    receivingAccountId: id.nullable().optional(),
    /** Started with other blocks in one batch (docs/decisions/042): the batch and every block's serial. */
    batch: z.object({ id, serials: z.array(serial) }).optional(),
  }),
  ActionSigned: z.object({
    type: actionType,
    signatures: z.number().int().optional(),
    requiredSignatures: z.number().int().optional(),
  }),
  ActionAccepted: z.object({ type: actionType, volume: decimal.nullable().optional() }),
  ActionApproved: z.object({ type: actionType }),
  ActionRejected: z.object({ type: actionType, volume: decimal.nullable(), comment, from: actionStatus }),
  ActionCancelled: z.object({ type: actionType, volume: decimal.nullable(), from: actionStatus }),
  ActionExpired: z.object({
    type: actionType,
    volume: decimal.nullable(),
    expiresAt: z.iso.datetime().optional(),
  }),
  ActionCompleted: z.object({ type: actionType, volume: decimal.nullable().optional() }),

  UnitIssued: z.object({
    serial,
    unitType: unitType.optional(),
    volume: decimal,
    issuanceId: id.optional(),
    /** A SAFcE made by a claim or an unbundling names the block it came from. */
    claimedFrom: serial.optional(),
    unbundledFrom: serial.optional(),
  }),
  UnitTransferred: z.object({
    serial,
    volume: decimal,
    remainder: serial.nullable(),
    received: serial,
    receivingAccountId: id,
    receivingCompanyId: id.optional(),
  }),
  UnitSplit: z.object({ serial, into: z.array(serial.nullable()), volume: decimal.optional() }),
  UnitClaimed: z.object({
    serial,
    /** The retired (claimed) part. */
    retired: serial,
    remainder: serial.nullable(),
    volume: decimal,
    retirementYear: z.number().int(),
    retirementCountry: z.string(),
    retirementOnRegistryYear: z.number().int(),
    claimPurpose: z.string().nullable(),
    complianceRegime: z.string().nullable(),
    logisticsProviderBeneficiary: z.string().nullable(),
    previousOwnerId: z.string().nullable(),
    safcClaimBeneficiary: beneficiary,
    sercClaimBeneficiary: beneficiary,
    actionId: id.optional(),
  }),
  /**
   * A saved claim corrected (docs/decisions/039): each changed field from and to. Since decision 094 a
   * correction is a ClaimEdit action (`actionId`) signed like the claim, and names the claim's new version (the
   * claim as first saved is version 1); earlier events carry neither.
   */
  UnitClaimEdited: z.object({
    serial,
    changes: z.object({
      previousOwnerId: z.object({ from: z.string().nullable(), to: id }).optional(),
      safcClaimBeneficiary: outsideBeneficiaryChange.optional(),
      sercClaimBeneficiary: outsideBeneficiaryChange.optional(),
    }),
    version: z.number().int().min(2).optional(),
    actionId: id.optional(),
  }),
  UnitUnbundled: z.object({
    serial,
    category3: serial,
    remainder: serial.nullable(),
    safce: serial,
    volume: decimal,
  }),
  UnitCommentSet: z.object({ serial, comment }),
  UnitRemoved: z.object({ serial, unitType, volume: decimal, reason: z.string() }),
  UnitExpired: z.object({ serial, unitType, volume: decimal, expiresAt: z.iso.datetime().optional() }),

  FeeScheduleUpdated: feeScheduleUpdatedPayloadSchema,
  InvoiceGenerated: invoiceGeneratedPayloadSchema,
  InvoiceUpdated: invoiceUpdatedPayloadSchema,

  TicketCreated: z.object({ type: z.enum(TICKET_TYPES), screenshots: z.number().int() }),

  /** A company's webhook endpoint (issue 44): its address and what it hears, never its secret. */
  WebhookCreated: webhook,
  WebhookUpdated: z.object({ changes }),
  WebhookSecretRotated: z.object({ previousSecretValidUntil: z.iso.datetime() }),
  WebhookDeleted: webhook,
  WebhookDisabled: z.object({ failingSince: z.iso.datetime() }),
} satisfies Record<EventType, z.ZodType<Record<string, unknown>>>;

type PayloadSchemas = typeof EVENT_PAYLOAD_SCHEMAS;
/** The payload of an event of type T, as read. */
export type EventPayload<T extends EventType> = z.output<PayloadSchemas[T]>;
/** The payload of an event of type T, as written (optional fields may be left out). */
export type EventPayloadInput<T extends EventType> = z.input<PayloadSchemas[T]>;

/** An event type with its payload: narrowing on `type` types `payload`. */
export type TypedEventPayload = { [T in EventType]: { type: T; payload: EventPayload<T> } }[EventType];

type AnyPayloadSchema = z.ZodObject | z.ZodDiscriminatedUnion<z.ZodObject[]>;

/** The same schema refusing keys it does not name, at every option of a union. */
function strictOf(schema: AnyPayloadSchema): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.strict();
  return z.discriminatedUnion(
    schema.def.discriminator,
    schema.options.map((option) => option.strict()) as [z.ZodObject, ...z.ZodObject[]],
  );
}

/** The same schema keeping keys it does not name (a reader never hides what the log holds). */
function looseOf(schema: AnyPayloadSchema): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.loose();
  return z.discriminatedUnion(
    schema.def.discriminator,
    schema.options.map((option) => option.loose()) as [z.ZodObject, ...z.ZodObject[]],
  );
}

const mapSchemas = (make: (schema: AnyPayloadSchema) => z.ZodType) =>
  Object.fromEntries(
    Object.entries(EVENT_PAYLOAD_SCHEMAS).map(([type, schema]) => [type, make(schema as AnyPayloadSchema)]),
  ) as Record<EventType, z.ZodType>;

const strictSchemas = mapSchemas(strictOf);
const looseSchemas = mapSchemas(looseOf);

/** A payload that does not fit its event type's schema. */
export class EventPayloadError extends Error {
  constructor(
    readonly type: EventType,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`The payload of a ${type} event does not fit its schema: ${z.prettifyError({ issues })}`);
    this.name = 'EventPayloadError';
  }
}

/**
 * Checks a payload about to be recorded: every field its type names, of the right kind, and no other key.
 * Returns what is recorded (defaults applied); throws EventPayloadError otherwise.
 */
export function checkEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  const parsed = strictSchemas[type].safeParse(payload ?? {});
  if (!parsed.success) throw new EventPayloadError(type, parsed.error.issues);
  return parsed.data;
}

/**
 * Reads a recorded payload through its type's schema. Keys the schema does not name are kept; a payload
 * that lacks a field its type names throws EventPayloadError (the log is sealed, so it must be looked at).
 */
export function readEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  const parsed = looseSchemas[type].safeParse(payload ?? {});
  if (!parsed.success) throw new EventPayloadError(type, parsed.error.issues);
  return parsed.data;
}

/**
 * An event as the log view answers it (docs/decisions/055): typed by its type's schema when its payload fits
 * it exactly, else as recorded with what does not fit. A database written by an older version may hold
 * payloads today's schemas refuse (decision 038); the log is sealed, so they are shown, never rewritten.
 */
export type LoggedEvent =
  | (TypedEventPayload & { payloadFits: true })
  | { type: EventType; payloadFits: false; payload: Record<string, unknown>; payloadProblem: string };

/** Reads a recorded payload for the log view: never throws (see LoggedEvent). */
export function readLoggedEvent(type: EventType, payload: unknown): LoggedEvent {
  const parsed = strictSchemas[type].safeParse(payload ?? {});
  if (parsed.success) return { type, payloadFits: true, payload: parsed.data } as LoggedEvent;
  const recorded =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : { value: payload ?? null };
  return { type, payloadFits: false, payload: recorded, payloadProblem: z.prettifyError(parsed.error) };
}

/** Narrows an event read from the log: `switch (read.type)` then types `read.payload`. */
export function readTypedEvent(type: EventType, payload: unknown): TypedEventPayload {
  return { type, payload: readEventPayload(type, payload) } as TypedEventPayload;
}

/** A payload key of an event type, checked at compile time: for SQL that reads `payload->>'key'`. */
export function payloadKey<T extends EventType>(_type: T, key: keyof EventPayload<T> & string): string {
  return key;
}
