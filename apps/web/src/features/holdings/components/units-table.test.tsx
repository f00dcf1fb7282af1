import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { UnitRow } from '../api/get-units';
import { UnitsTable } from './units-table';

const UNIT: UnitRow = {
  id: '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d',
  serial: 'SAFCA-2026-000004',
  unitType: 'SAFcA',
  status: 'active',
  accountId: '6f1c2a7e-3b4d-4c5e-8f90-123456789abc',
  accountName: 'Nordic Renewable Fuels - SAF Production',
  companyId: '7a1c2a7e-3b4d-4c5e-8f90-123456789abc',
  companyName: 'Nordic Renewable Fuels AS',
  parentId: null,
  volume: '250.000',
  freeVolume: '250.000',
  co2Abated: '600.000',
  category: 2,
  typeCode: 'SAFcA-A2-VAL',
  productionYear: 2026,
  certificationScheme: 'isccCorsia',
  productionFeedstock: 'Used cooking oil',
  batchNumber: 'B-1',
  issuanceDate: '2026-01-10T00:00:00.000Z',
  createdAt: '2026-01-10T00:00:00.000Z',
  issuanceId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  reservedVolume: '0.000',
  freeCo2Abated: '600.000',
  density: '0.780000',
  verifiedTypeCode: 'SAFcA-A2-VAL',
  sustainabilityTier: 'A',
  emissionReduction: '85.0',
  fuelProducingCompanyName: null,
  feedstockCountries: [],
  expirationDate: null,
  retiredAt: null,
  claim: null,
  comment: null,
};

// Noticed at the last stop: the header box showed, disabled, for a user who may batch nothing.
describe('<UnitsTable>: the selection column', () => {
  afterEach(() => cleanup());

  const table = (isSelectable: () => boolean) =>
    render(
      <MemoryRouter>
        <UnitsTable
          rows={[{ row: UNIT, depth: 0, inAccount: true }]}
          operationsOf={() => []}
          canAct
          onOperation={vi.fn()}
          selection={{ isSelectable, selected: new Set(), onChange: vi.fn() }}
        />
      </MemoryRouter>,
    );

  it('has no checkbox at all where no row may be ticked', () => {
    table(() => false);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('has the header box and one per row where a row may be ticked', () => {
    table(() => true);
    expect(screen.getByRole('checkbox', { name: 'Select every unit shown' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `Select ${UNIT.serial}` })).toBeTruthy();
  });
});
