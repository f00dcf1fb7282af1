import { CO2E_ABATED_SHORT_NOTE, formatNumber } from '@safc/domain';
import type { LandingStatistics } from '@safc/domain';

export interface StatisticTile {
  key: keyof LandingStatistics;
  label: string;
  /** What the figure is, where the spec's label alone could be misread (CO2e abated is not a CORSIA figure). */
  note?: string;
  value: string;
}

// Platform spec §1: the eight figures, in the spec's order and words, numbers in en-US.
const TILES: { key: keyof LandingStatistics; label: string; note?: string }[] = [
  { key: 'safCaVolume', label: 'metric tonnes of neat SAF issued' },
  { key: 'fuelProviders', label: 'fuel providers' },
  { key: 'uniqueSuppliers', label: 'fuel producing facilities' },
  { key: 'supplyCountriesOfOrigin', label: 'fuel producing countries' },
  { key: 'co2Abated', label: 'metric tonnes of CO2e abated', note: CO2E_ABATED_SHORT_NOTE },
  { key: 'aviationCustomers', label: 'aviation customers' },
  { key: 'airTransportProviders', label: 'air transport providers' },
  { key: 'logisticServiceProviders', label: 'logistics service providers' },
];

export function statisticTiles(statistics: LandingStatistics): StatisticTile[] {
  // Volumes keep the ledger's 3 decimals (formatNumber's default); counts are whole numbers anyway.
  return TILES.map((tile) => ({ ...tile, value: formatNumber(statistics[tile.key]) }));
}
