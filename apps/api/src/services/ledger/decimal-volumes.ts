import { Decimal, volumeString } from '@safc/domain';

// Volumes and CO2e are SQL numeric(20,3) strings; all arithmetic here is decimal.js, never a JS number.

export const freeVolumeOf = (block: { volume: string; reservedVolume: string }): string =>
  volumeString(new Decimal(block.volume).minus(block.reservedVolume));

export const addVolumes = (a: string, b: string): string => volumeString(new Decimal(a).plus(b));
export const subtractVolumes = (a: string, b: string): string => volumeString(new Decimal(a).minus(b));
export const isZeroVolume = (volume: string): boolean => new Decimal(volume).isZero();
export const exceeds = (a: string, b: string): boolean => new Decimal(a).greaterThan(b);

/**
 * The CO2e abated of a part of a block, and of the rest. The rest is the difference, not its own share,
 * so the children of a block always add up to the parent's CO2e exactly.
 */
export function shareCo2Abated(block: { volume: string; co2Abated: string }, part: string): [string, string] {
  const share = new Decimal(block.co2Abated)
    .times(part)
    .div(block.volume)
    .toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  return [volumeString(share), volumeString(new Decimal(block.co2Abated).minus(share))];
}
