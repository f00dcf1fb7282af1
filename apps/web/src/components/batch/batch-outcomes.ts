import { ACTION_STATUS_LABELS, messageForPeople, type ActionResult } from '@safc/domain';
import { apiErrorBodyOf } from '../../lib/http-error';

/** One item of a batch (a block, or a pending action) as the person chose it. */
export interface BatchItem {
  id: string;
  serial: string;
}

export type BatchOutcomeState = 'done' | 'refused' | 'untouched';

export interface BatchOutcome {
  item: BatchItem;
  state: BatchOutcomeState;
  text: string;
}

export interface BatchOutcomes {
  items: BatchOutcome[];
  /** A refusal that names no item (a bad request, the network): said once, above the items. */
  general?: string;
}

// A batch goes as a whole (docs/decisions/042): when one item is refused, the others were left as they were.
const UNTOUCHED = 'Not done: the batch goes as a whole, so nothing was changed';

/**
 * What happened to each item of a batch. The API answers every action on success, or refuses the whole
 * batch naming the one item that held it back (`details.blockId` or `details.actionId`, its message
 * prefixed with the block's serial, which the list shows already).
 */
export function batchOutcomes(
  items: readonly BatchItem[],
  answer:
    | { actions: readonly ActionResult[]; actionOf: (item: BatchItem, action: ActionResult) => boolean }
    | { error: unknown },
): BatchOutcomes {
  if ('actions' in answer) {
    return {
      items: items.map((item) => {
        const action = answer.actions.find((candidate) => answer.actionOf(item, candidate));
        return action
          ? { item, state: 'done', text: ACTION_STATUS_LABELS[action.status] }
          : { item, state: 'untouched', text: 'Not in the answer' };
      }),
    };
  }
  const body = apiErrorBodyOf(answer.error);
  const details = (body?.details ?? {}) as Record<string, unknown>;
  const refusedId = details['blockId'] ?? details['actionId'];
  const refused = items.find((item) => item.id === refusedId);
  if (!refused) {
    return {
      items: items.map((item) => ({ item, state: 'untouched', text: UNTOUCHED })),
      general: messageForPeople(answer.error),
    };
  }
  const message = (body?.message ?? '').replace(`${refused.serial}: `, '');
  return {
    items: items.map((item) =>
      item === refused
        ? { item, state: 'refused', text: message }
        : { item, state: 'untouched', text: UNTOUCHED },
    ),
  };
}
