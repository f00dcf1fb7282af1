import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BATCH_HASH_PATTERN, BatchIdentitySchema, batchFingerprintText, sha256Hex } from '@safc/domain';
import { useCheckBatch } from '../api/check-batch';

/** What the wizard asked about, and the answer's message when it is not free. */
interface Answer {
  asked: string;
  message: string | null;
}

/** The batch the wizard's answers name, as the check takes it; null until scheme and both numbers are valid. */
function batchOf(values: FieldValues) {
  const parsed = BatchIdentitySchema.safeParse({
    scheme: values.certification?.scheme,
    certificateNumber: values.certification?.certificateNumber,
    batchNumber: values.batch?.batchNumber,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Decision 096: the wizard tells the supplier, before they submit, that the batch (when they leave the Batch or
 * Certification tab, once scheme, certificate and batch number are filled) or the document (when they choose
 * it) is already in the registry. An answer is shown only while the answers it was given for stand.
 */
export function useBatchInRegistry(accountId: string) {
  const check = useCheckBatch();
  const [batchAnswer, setBatchAnswer] = useState<Answer | null>(null);
  const [documentAnswer, setDocumentAnswer] = useState<{ file: File; message: string | null } | null>(null);

  const checkBatchOf = (values: FieldValues) => {
    const batch = batchOf(values);
    if (!batch) return;
    const asked = batchFingerprintText(batch);
    if (batchAnswer?.asked === asked) return;
    check.mutate(
      { accountId, batch },
      { onSuccess: (answer) => setBatchAnswer({ asked, message: answer.batch?.message ?? null }) },
    );
  };

  const checkDocument = async (file: File | null) => {
    if (!file) return;
    const documentSha256 = await sha256Hex(new Uint8Array(await file.arrayBuffer()));
    if (!BATCH_HASH_PATTERN.test(documentSha256)) return;
    check.mutate(
      { accountId, documentSha256 },
      { onSuccess: (answer) => setDocumentAnswer({ file, message: answer.document?.message ?? null }) },
    );
  };

  return {
    checkBatchOf,
    checkDocument,
    /** Why the batch named by `values` cannot be issued, when the registry said so for these very answers. */
    batchMessage: (values: FieldValues): string | null => {
      const batch = batchOf(values);
      return batch && batchAnswer?.asked === batchFingerprintText(batch) ? batchAnswer.message : null;
    },
    /** Why `file` cannot be the proof, when the registry said so for this very file. */
    documentMessage: (file: unknown): string | null =>
      documentAnswer && documentAnswer.file === file ? documentAnswer.message : null,
  };
}
