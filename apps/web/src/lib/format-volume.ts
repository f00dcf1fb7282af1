import { formatNumber } from '@safc/domain';

/** Tonnes of neat SAF as held: en-US grouping, the three decimals of numeric(20,3), from the string. */
export const formatVolume = (volume: string): string =>
  formatNumber(volume, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
