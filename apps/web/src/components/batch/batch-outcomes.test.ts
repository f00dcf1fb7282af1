import { describe, expect, it } from 'vitest';
import type { ActionResult } from '@safc/domain';
import { HttpError } from '../../lib/http-error';
import { batchOutcomes } from './batch-outcomes';

const items = [
  { id: 'block-a', serial: 'SAFCA-2026-000001' },
  { id: 'block-b', serial: 'SAFCA-2026-000002' },
];

const action = (unitBlockId: string, status: ActionResult['status']) =>
  ({ id: `action-${unitBlockId}`, unitBlockId, status }) as ActionResult;

const refusal = (details: Record<string, unknown>, message: string) =>
  new HttpError(
    409,
    { statusCode: 409, message, errorId: '00000000-0000-4000-8000-000000000000', details },
    message,
  );

describe('what happened to each item of a batch (docs/decisions/042)', () => {
  it('a started batch: every block with the status of its own action', () => {
    const outcomes = batchOutcomes(items, {
      actions: [action('block-b', 'pendingSignature'), action('block-a', 'pendingSignature')],
      actionOf: (item, candidate) => candidate.unitBlockId === item.id,
    });
    expect(outcomes.items.map(({ state, text }) => [state, text])).toEqual([
      ['done', 'Awaiting signature'],
      ['done', 'Awaiting signature'],
    ]);
  });

  it('a refused batch: the block it names is refused with the reason, the others are untouched', () => {
    const outcomes = batchOutcomes(items, {
      error: refusal(
        { blockId: 'block-b', serial: 'SAFCA-2026-000002' },
        'SAFCA-2026-000002: Nothing is free: it is reserved by a pending action',
      ),
    });
    expect(outcomes.items.map(({ item, state }) => [item.id, state])).toEqual([
      ['block-a', 'untouched'],
      ['block-b', 'refused'],
    ]);
    // The serial is shown beside the reason already, so it is not repeated in it.
    expect(outcomes.items[1]!.text).toBe('Nothing is free: it is reserved by a pending action');
    expect(outcomes.general).toBeUndefined();
  });

  it('a refusal that names no item is said once, above every item untouched', () => {
    const outcomes = batchOutcomes(items, { error: refusal({}, 'Forbidden') });
    expect(outcomes.items.every(({ state }) => state === 'untouched')).toBe(true);
    expect(outcomes.general).toContain('Forbidden');
  });
});
