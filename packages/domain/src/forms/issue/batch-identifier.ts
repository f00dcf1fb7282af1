import { normaliseBatchIdentifier } from '../../issuance/batch-fingerprint';
import { requiredText } from '../fields';

export const BATCH_IDENTIFIER_UNREADABLE =
  'Must contain a letter A-Z or a digit: the batch is recognised by these alone';

/**
 * A certificate or batch number: a required line, and one that still names something once the fingerprint
 * has normalised it (docs/batch-fingerprint.md keeps only A-Z and 0-9). Without this, "-" and "批次" would
 * both be the empty number, and every such batch the same batch.
 */
export const batchIdentifierField = () =>
  requiredText().refine((value) => normaliseBatchIdentifier(value) !== '', BATCH_IDENTIFIER_UNREADABLE);
