import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_MEMBERSHIP_ROLE_LABELS,
  ACCOUNT_TYPE_LABELS,
  countryName,
  formatDateTime,
  REQUEST_KIND_LABELS,
  type AccountMembershipRole,
  type AccountType,
  type RegistryRequest,
} from '@safc/domain';
import { DocumentLink } from './document-link';

// The words of the onboarding and account forms for the fields a request carries, in the forms' order: the
// payload comes back from the database's JSON in an order of its own ("City, Name, Email, State, ...").
const FIELD_LABELS: Record<string, string> = {
  user: 'Applicant',
  company: 'Company',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  employerName: 'Employer',
  phoneNumber: 'Phone',
  name: 'Name',
  type: 'Account type',
  address: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  postcode: 'Postcode',
  country: 'Country',
  website: 'Website',
  email: 'Email',
  phone: 'Phone',
  changes: 'Changes',
  accountRole: 'Role',
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);
const labelOf = (key: string) => FIELD_LABELS[key] ?? key;
const rankOf = (key: string) => (FIELD_ORDER.includes(key) ? FIELD_ORDER.indexOf(key) : FIELD_ORDER.length);
const inFormOrder = (entries: [string, unknown][]) => [...entries].sort(([a], [b]) => rankOf(a) - rankOf(b));

/** A stored value in the words the forms showed: an account type's and a role's label, a country's name. */
function valueOf(key: string, value: string): string {
  if (key === 'type' && Object.hasOwn(ACCOUNT_TYPE_LABELS, value))
    return ACCOUNT_TYPE_LABELS[value as AccountType];
  if (key === 'accountRole' && Object.hasOwn(ACCOUNT_MEMBERSHIP_ROLE_LABELS, value))
    return ACCOUNT_MEMBERSHIP_ROLE_LABELS[value as AccountMembershipRole];
  if (key === 'country') return countryName(value) ?? value;
  return value;
}
// Ids in a payload (the invitation, an action) mean nothing to the reader.
const shown = (key: string, value: unknown): value is string =>
  !key.endsWith('Id') && typeof value === 'string' && value !== '';

/** The fields a request carries for review, one line per group (the applicant, the company, the changes). */
function payloadLines(payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const entries = inFormOrder(Object.entries(payload));
  const lines: string[] = [];
  const flat = entries.filter(([key, value]) => shown(key, value));
  if (flat.length)
    lines.push(flat.map(([key, value]) => `${labelOf(key)}: ${valueOf(key, String(value))}`).join(' · '));
  for (const [key, value] of entries) {
    if (typeof value !== 'object' || value === null) continue;
    const inner = inFormOrder(Object.entries(value)).filter(([field, text]) => shown(field, text));
    if (inner.length)
      lines.push(
        `${labelOf(key)}: ${inner.map(([field, text]) => `${labelOf(field)} ${valueOf(field, String(text))}`).join(', ')}`,
      );
  }
  return lines;
}

/** What a request asks, by whom and when, with its documents. */
export function RequestSummary({ request }: { request: RegistryRequest }) {
  return (
    // The account's name, the requester's and the e-mail break inside a long word rather than widen the page.
    <Box sx={{ flex: 1, minWidth: 240, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {REQUEST_KIND_LABELS[request.kind]}
        {request.accountName ? ` · ${request.accountName}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        By {request.requestedBy.name} ({request.requestedBy.email}) on {formatDateTime(request.createdAt)}
      </Typography>
      {payloadLines(request.payload).map((line) => (
        <Typography key={line} variant="body2" sx={{ wordBreak: 'break-word' }}>
          {line}
        </Typography>
      ))}
      {request.documents.length > 0 && (
        <Typography variant="body2" component="div">
          Documents:{' '}
          {request.documents.map((document, index) => (
            <span key={document.id}>
              {index > 0 && ', '}
              <DocumentLink
                href={`/api/requests/${request.id}/documents/${document.id}`}
                name={document.name}
              />
            </span>
          ))}
        </Typography>
      )}
    </Box>
  );
}
