import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SubmittedIssueForm } from './submitted-issue-form';
import { GreenhouseGasSection } from './greenhouse-gas-section';

// A CORSIA default value for a crop pathway: ILUC is declared in gCO2e/MJ, already amortised (ICAO's default
// values table gives core LCA and ILUC side by side), so the unit view shows 12, never 12 / 20 = 0.6.
const form = {
  certification: { scheme: 'isccCorsia', type: 'default' },
  product: { feedStock: { name: 'Soybean oil', isSolidWaste: false } },
  greenhouseGas: {
    totalLCAValueCorsiaDefault: '52.4',
    coreLCAValue: '40.4',
    inducedLandUseChange: '12',
    ghgDisplacementEmissions: '0',
    totalLCAValueincludeEmissionsFromDeliveryToAirport: true,
  },
} as unknown as SubmittedIssueForm;

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('unit view: greenhouse gas', () => {
  afterEach(() => cleanup());

  it('land-use change is shown as declared, not divided by 20 again', () => {
    render(<GreenhouseGasSection form={form} adjustedLca="52.4" />);
    expect([
      valueOf('Induced land-use change (ILUC)'),
      screen.queryByText(/Annualised land-use change/),
      screen.queryByText('0.6 gCO2e/MJ'),
    ]).toEqual(['12 gCO2e/MJ', null, null]);
  });
});
