import { useState } from 'react';
import { totalRose } from './bell';

/**
 * A counter that grows each time the total rises. The badge is keyed on it, so each rise remounts the badge
 * and replays its one-shot 600 ms pulse animation: no timers to clean up.
 */
export function useBadgePulse(total: number | undefined): number {
  const [previous, setPrevious] = useState(total);
  const [pulses, setPulses] = useState(0);
  if (total !== previous) {
    setPrevious(total);
    if (total !== undefined && totalRose(previous, total)) setPulses((count) => count + 1);
  }
  return pulses;
}
