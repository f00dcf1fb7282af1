import { GHG_FIELD_LABELS } from '../calculations/greenhouse-gas-labels';
import { INVALID_ID } from '../forms/fields';
import {
  chooseErrorMessage,
  isApiErrorBody,
  NO_ERROR_DESCRIPTION,
  type ApiErrorBody,
} from './choose-error-message';

// The one place that turns a refusal of the API into what a person reads (issue 45, docs/decisions/124).
// The API names a refused value by where it sat in the request (`body.blending.isBlended`, `params.id`,
// `querystring.pageSize`) so that scripts and forms can place it; a person reads the field's own words and
// the domain's message instead, never the path, a status code or a word of the schema. The error dialog,
// the error screen, the helpdesk's failure and the forms all read refusals through here.

/** Where the API says a refused value sat: the part of the request, then the fields within it. */
const FIELD_PATH = /^(body|params|querystring|headers|request)((?:\.[A-Za-z0-9_$-]{1,80}){0,12})$/;
/** "body.batch.leaveDate: Required": a message that starts with the path it is about. */
const PATH_PREFIX = /^((?:body|params|querystring|headers|request)(?:\.[A-Za-z0-9_$-]{1,80}){0,12}): /;

/** "paidOn: The date cannot be in the future": a message that starts with a field's bare name. */
const BARE_PREFIX = /^([A-Za-z][A-Za-z0-9]{0,80}): /;
/** A refused part of the address (an id that is no id): nothing in the registry answers to it. */
export const ADDRESS_REFUSED =
  'This address does not lead to anything in the registry: check the link, or go back to the list and open it from there.';
/** A domain message that speaks of the schema (an id's format): what it means to a person. */
const PLAIN_VALUE_WORDS: Record<string, string> = {
  [INVALID_ID]: 'Not one the registry holds: choose it from the list',
};
/** The `reason` codes of the API's refusals (DESIGN §5), in words. */
export const REASON_WORDS: Record<string, string> = {
  NotEnoughApprovers:
    'Not enough approvers: this account has fewer possible signers than the signatures it requires, so no action can start on it. A company representative can add an approver or lower the required signatures.',
  CompanyBlocked:
    'Company blocked: your company is blocked or not yet active in the registry, so its accounts cannot act. Contact the registry administrator through the helpdesk.',
};
/** What an answer without the API's error id means (a proxy's page, a server that fell over). */
const STATUS_WORDS: [test: (status: number) => boolean, words: string][] = [
  [(status) => status === 401, 'Your session has ended: sign in again.'],
  [(status) => status === 403, 'You may not do this.'],
  [(status) => status === 404, 'Not found: it may have been removed, or it is not yours to see.'],
  [(status) => status === 413, 'What you sent is too large.'],
  [(status) => status === 429, 'Too many requests in a short time: wait a moment and try again.'],
  [
    (status) => status >= 500,
    'The registry could not complete this just now: try again in a moment. If it keeps failing, report it through the helpdesk.',
  ],
];

/** The form's labels of fields whose name alone reads badly; other names are spelled out from their parts. */
const FIELD_WORDS: Record<string, string> = {
  ...GHG_FIELD_LABELS,
  batch: 'Batch',
  blending: 'Blending',
  supplier: 'Supplier',
  certification: 'Certification',
  product: 'Product information',
  greenhouseGas: 'Greenhouse gas information',
  fileTool: 'Document',
  file: 'Document',
  data: 'Form',
  isBlended: 'Blended',
  feedStock: 'Feedstock',
  isFeedStockMsw: 'Municipal solid waste share (%)',
  quantityMT: 'Quantity (t)',
  volumeOfNeatFuel: 'Volume of neat fuel',
  volumeOfNeatFuelUnit: 'Unit of the neat fuel volume',
  lowerHeatingValue: 'Lower heating value (MJ/kg)',
  jetFuelBaselineCarbonIntensity: 'Jet fuel baseline',
  upliftCountry: 'Uplift country',
  upliftAirport: 'Uplift airport',
  regulatorySchemesDeclaration: 'Regulatory schemes declaration',
  totalLCAValueincludeEmissionsFromDeliveryToAirport: 'Total LCA value includes delivery to the airport',
  useDefaultValueForDeliveryToAirport: 'Delivery to the airport',
  actualGHGIntensityAirportDelivery: 'Actual GHG intensity of delivery',
  recipientId: 'Recipient',
  accountId: 'Account',
  blockId: 'Unit',
  pageSize: 'Page size',
  companyUploads: 'Supporting documents',
  sercClaimBeneficiary: 'SAFcE beneficiary',
  safcClaimBeneficiary: 'Air Transport Provider beneficiary',
  logisticsProviderBeneficiary: 'Logistics provider',
  retirementYear: 'Claim year',
  retirementCountry: 'Claim country',
  claimPurpose: 'Claim purpose',
  complianceRegime: 'Compliance regime',
  periodFrom: 'Period from',
  periodTo: 'Period to',
  id: 'Id',
};

const ACRONYMS = new Set(['lca', 'ghg', 'iluc', 'msw', 'mt', 'co2', 'ar', 'cr', 'url', 'pdf', 'csv', 'mfa']);

/** "certificationBodyEmail" -> "Certification body email"; acronyms stay capitals. */
function spelledOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether a key of an error's details is a place in the request rather than context of the registry's. */
export const isFieldPath = (key: string): boolean => FIELD_PATH.test(key);

/**
 * The words a person reads for the field at a path: the last named field's label ("body.blending.isBlended"
 * -> "Blended"), with the item's number for a place in a list ("body.companyUploads.1" -> "Supporting
 * documents, item 2").
 */
export function fieldInWords(path: string): string {
  const match = FIELD_PATH.exec(path);
  if (!match) return path;
  if (match[1] === 'params') return 'Address';
  const segments = (match[2] ?? '').split('.').filter(Boolean);
  let item: number | undefined;
  while (segments.length > 0 && /^\d+$/.test(segments.at(-1)!)) item = Number(segments.pop());
  const name = segments.at(-1);
  if (!name) return match[1] === 'querystring' ? 'Filter' : 'Form';
  const label = FIELD_WORDS[name] ?? spelledOut(name);
  return item === undefined ? label : `${label}, item ${item + 1}`;
}

const valueInWords = (value: unknown): unknown =>
  typeof value === 'string' ? (PLAIN_VALUE_WORDS[value] ?? value) : value;

/**
 * A refusal as a person reads it: its message without the path it starts with (the field's words instead),
 * the detail pairs keyed by field words, a refused address as one plain sentence, a known reason code as
 * its sentence. Context of the registry's own (ids, amounts) stays as it is: the spec shows it in brackets.
 */
export function refusalInWords(body: ApiErrorBody): ApiErrorBody {
  const details =
    typeof body.details === 'object' && body.details !== null && !Array.isArray(body.details)
      ? (body.details as Record<string, unknown>)
      : undefined;
  const keys = details ? Object.keys(details) : [];
  const prefix = PATH_PREFIX.exec(body.message)?.[1];
  const aboutAddress =
    (prefix?.startsWith('params') ?? false) ||
    (keys.length > 0 && keys.every((key) => key.startsWith('params.')));
  if (aboutAddress) {
    const { details: _details, ...rest } = body;
    return { ...rest, message: ADDRESS_REFUSED };
  }
  const reason = typeof details?.reason === 'string' ? REASON_WORDS[details.reason] : undefined;
  // A service's message may name its field bare ("paidOn: ..."), its details by path ("body.paidOn").
  const bare = prefix ? undefined : BARE_PREFIX.exec(body.message)?.[1];
  const bareKey = bare ? keys.find((key) => isFieldPath(key) && key.endsWith(`.${bare}`)) : undefined;
  const spoken = prefix ?? bareKey;
  const said = prefix ?? bare;
  const message =
    spoken && said
      ? `${fieldInWords(spoken)}: ${String(valueInWords(body.message.slice(said.length + 2)))}`
      : body.message;
  if (!details) return { ...body, message };
  const worded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (key === 'reason' && reason) worded.reason = reason;
    else if (!isFieldPath(key)) worded[key] = value;
    // The field the message already speaks of is not said twice.
    else if (key !== spoken) worded[fieldInWords(key)] = valueInWords(value);
  }
  const rest = { ...body, message };
  if (Object.keys(worded).length === 0) delete rest.details;
  else rest.details = worded;
  return rest;
}

function apiBodyOf(error: unknown): ApiErrorBody | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { body?: unknown; response?: { data?: unknown } };
  const body = record.response ? record.response.data : record.body;
  return isApiErrorBody(body) ? body : undefined;
}

/**
 * What a person reads for a failed call: platform spec §8's choice (the reason; the message with the detail
 * pairs in brackets) over the refusal in words. An answer without the API's error id (a proxy's page) gives
 * its status in words, not "[500] ...".
 */
export function messageForPeople(error: unknown): string {
  const body = apiBodyOf(error);
  if (!body) return chooseErrorMessage(error);
  const worded = refusalInWords(body);
  const statusWords = STATUS_WORDS.find(([test]) => test(body.statusCode))?.[1];
  // "Internal server error" says nothing a person can act on; the status in words does.
  const generic = /^(internal server error|bad request|error|)$/i.test(worded.message.trim());
  const plain = generic && statusWords ? { ...worded, message: statusWords } : worded;
  if (plain.errorId) return chooseErrorMessage({ name: 'HttpError', status: body.statusCode, body: plain });
  return plain.message.trim() || NO_ERROR_DESCRIPTION;
}
