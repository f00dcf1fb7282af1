import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UnitRow } from '../api/get-units';
import { SplitDialog } from './split-dialog';

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

describe('<SplitDialog>: the volume it may move (DESIGN §4)', () => {
  afterEach(() => cleanup());

  it('refuses the whole block in the form, before the API does, and names the most it may take', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SplitDialog unit={UNIT} onClose={vi.fn()} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('At least 0.001 t, up to 249.999 t')).toBeTruthy();
    const volume = screen.getByRole('textbox', { name: /Volume/ });
    fireEvent.change(volume, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A split leaves a rest: at most 249.999 t')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
