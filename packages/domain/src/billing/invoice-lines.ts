import dayjs from 'dayjs';
import { ACCOUNT_TYPE_LABELS } from '../catalogues/labels';
import type { AccountType, FeeKind } from '../catalogues/statuses';
import { formatDate } from '../presentation/format-date';

// What an invoice line says, written once: the generator stores it on the line, so the screen, the PDF,
// the e-mail and the exports all read the same words.

export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  issuancePerTonne: 'Issuance fee',
  accountYearly: 'Yearly account fee',
  accountReactivation: 'Re-activation fee',
};

/** The unit a line's quantity counts. */
export const FEE_KIND_UNITS: Record<FeeKind, string> = {
  issuancePerTonne: 't',
  accountYearly: 'year',
  accountReactivation: 're-activation',
};

export interface BillableLineFacts {
  kind: FeeKind;
  /** The day the fee fell due ('YYYY-MM-DD'): approval, anniversary or unblock. */
  billedOn: string;
  accountName: string;
  accountType: AccountType;
  /** The serial of the block an issuance created. */
  serial: string | null;
}

/** The description printed on an invoice line, naming the unit serial or the account. */
export function invoiceLineDescription(facts: BillableLineFacts): string {
  const account = `${facts.accountName} (${ACCOUNT_TYPE_LABELS[facts.accountType]})`;
  if (facts.kind === 'issuancePerTonne') {
    return `Issuance of ${facts.serial ?? 'SAFcA'} into ${account}, approved ${formatDate(facts.billedOn)}`;
  }
  if (facts.kind === 'accountYearly') {
    const until = dayjs(facts.billedOn).add(1, 'year').subtract(1, 'day');
    return `Yearly account fee, ${account}, ${formatDate(facts.billedOn)} – ${formatDate(until)}`;
  }
  return `Re-activation of ${account}, unblocked ${formatDate(facts.billedOn)}`;
}
