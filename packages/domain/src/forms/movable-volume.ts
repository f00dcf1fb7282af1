import { MIN_VOLUME } from '../constants';
import { Decimal, compareDecimals, toDecimal, volumeString } from '../decimal/decimal';
import { VolumeSchema } from '../decimal/decimal-schema';

// How much of a block a unit operation may move (DESIGN §4): its free volume (volume less what pending
// actions reserve), and for a split less than the whole block, since a split leaves a rest. The form says
// so before the API refuses; the API keeps its own check under the block's lock.

export type VolumeOperation = 'transfer' | 'split' | 'claim' | 'issueMeta';

export interface MovableBlock {
  volume: string;
  freeVolume: string;
}

export function maxMovableVolume(operation: VolumeOperation, block: MovableBlock): string {
  const free = toDecimal(block.freeVolume);
  if (operation !== 'split') return volumeString(free);
  return volumeString(Decimal.min(free, toDecimal(block.volume).minus(MIN_VOLUME)));
}

export function movableVolumeMessage(operation: VolumeOperation, max: string): string {
  return operation === 'split'
    ? `A split leaves a rest: at most ${max} t`
    : `Must be at most ${max} t, the free volume of this unit`;
}

/** The volume field of a transfer, split, claim or issue-meta of this block. */
export function movableVolumeField(operation: VolumeOperation, block: MovableBlock) {
  const max = maxMovableVolume(operation, block);
  return VolumeSchema.refine(
    (volume) => compareDecimals(volume, max) <= 0,
    movableVolumeMessage(operation, max),
  );
}
