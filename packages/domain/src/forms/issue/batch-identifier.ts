import { normaliseBatchIdentifier } from '../../issuance/batch-fingerprint';
import { requiredText } from '../fields';

export const BATCH_IDENTIFIER_UNREADABLE =
  'Must contain a letter A-Z or a digit: the batch is recognised by these alone';

export const BATCH_IDENTIFIER_NOT_LATIN = 'Use Latin letters A-Z, digits and - / . _ only';

/**
 * What a certificate or batch number may hold once NFKC has folded it (decision 140): Latin letters, digits,
 * spaces and the separators - / . _. The fingerprint keeps the letters and digits and drops everything else;
 * these separators are the only characters it may drop without losing part of the number. A look-alike such as
 * Cyrillic "О" or Greek "Ο" would be dropped, not read as "O", and name another batch.
 */
const LATIN_BATCH_IDENTIFIER = /^[A-Za-z0-9 ./_-]*$/;

/** Whether the fingerprint reads every character of `value` as part of the number or as a separator. */
export const isLatinBatchIdentifier = (value: string): boolean =>
  LATIN_BATCH_IDENTIFIER.test(value.normalize('NFKC'));

/**
 * A certificate or batch number: a required line, written only in characters the fingerprint reads (Latin
 * letters and digits, full-width forms included, and the separators), and one that still names something once
 * the fingerprint has normalised it (docs/batch-fingerprint.md keeps only A-Z and 0-9). Without this, "-" would
 * be the empty number and every such batch the same batch, and "PОS-1" with a Cyrillic О the batch "PS1".
 */
export const batchIdentifierField = () =>
  requiredText()
    .refine(isLatinBatchIdentifier, { message: BATCH_IDENTIFIER_NOT_LATIN, abort: true })
    .refine((value) => normaliseBatchIdentifier(value) !== '', BATCH_IDENTIFIER_UNREADABLE);
