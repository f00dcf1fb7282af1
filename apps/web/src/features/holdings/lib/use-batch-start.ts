import { useState } from 'react';
import { batchOutcomes, type BatchOutcomes } from '../../../components/batch/batch-outcomes';
import { useStartBatch, type BatchStart } from '../api/start-batch';
import type { UnitRow } from '../api/get-units';

/**
 * Starts a batch over the chosen blocks and keeps what happened to each: the action each block now has,
 * or the block that held the batch back and why. One idempotency key per dialog, so a retried "Save" after a
 * lost answer cannot start the batch twice.
 */
export function useBatchStart(units: readonly UnitRow[]) {
  const start = useStartBatch();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [outcomes, setOutcomes] = useState<BatchOutcomes | null>(null);
  const items = units.map((unit) => ({ id: unit.id, serial: unit.serial }));
  const submit = (batch: BatchStart) =>
    start.mutate(
      { batch, idempotencyKey },
      {
        onSuccess: (answer) =>
          setOutcomes(
            batchOutcomes(items, {
              actions: answer.actions,
              actionOf: (item, action) => action.unitBlockId === item.id,
            }),
          ),
        onError: (error) => {
          setOutcomes(batchOutcomes(items, { error }));
          // A refused batch changed nothing: the next "Save" is a new attempt.
          setIdempotencyKey(crypto.randomUUID());
        },
      },
    );
  return { submit, saving: start.isPending, outcomes, started: start.isSuccess };
}
