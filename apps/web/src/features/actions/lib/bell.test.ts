import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { bellTarget, totalRose } from './bell';
import { useBadgePulse } from './use-badge-pulse';

describe('notification bell (platform spec §2)', () => {
  it('pulses when the total rises, not when it falls, stays or is first seen', () => {
    expect(totalRose(undefined, 5)).toBe(false);
    expect(totalRose(5, 5)).toBe(false);
    expect(totalRose(5, 4)).toBe(false);
    expect(totalRose(4, 5)).toBe(true);
  });

  it('replays the pulse on each rise of the polled total', () => {
    const { result, rerender } = renderHook(
      ({ total }: { total: number | undefined }) => useBadgePulse(total),
      {
        initialProps: { total: undefined as number | undefined },
      },
    );
    expect(result.current).toBe(0);
    act(() => rerender({ total: 3 }));
    expect(result.current).toBe(0);
    act(() => rerender({ total: 5 }));
    expect(result.current).toBe(1);
    act(() => rerender({ total: 5 }));
    expect(result.current).toBe(1);
    act(() => rerender({ total: 2 }));
    expect(result.current).toBe(1);
    act(() => rerender({ total: 4 }));
    expect(result.current).toBe(2);
  });

  it('leads admins to Actions and others to the pending actions of the account concerned', () => {
    const pending = {
      pendingAcceptance: { processes: [{ receivingAccountId: 'acc-in' }] },
      pendingSignature: { processes: [{ sendingAccountId: 'acc-out' }] },
      pendingApproval: { processes: [{ sendingAccountId: 'acc-issuing' }] },
    };
    expect(bellTarget(true, pending)).toBe('/actions');
    expect(bellTarget(false, pending)).toBe('/holdings?tab=pendingActions&accountId=acc-in');
    expect(bellTarget(false, { ...pending, pendingAcceptance: { processes: [] } })).toBe(
      '/holdings?tab=pendingActions&accountId=acc-out',
    );
    expect(bellTarget(false, undefined)).toBe('/holdings?tab=pendingActions');
  });

  it("an issuance awaiting approval, which the count includes, leads to its account's pending actions", () => {
    const pending = {
      pendingAcceptance: { processes: [] },
      pendingSignature: { processes: [] },
      pendingApproval: { processes: [{ sendingAccountId: 'acc-issuing' }] },
    };
    expect(bellTarget(false, pending)).toBe('/holdings?tab=pendingActions&accountId=acc-issuing');
  });
});
