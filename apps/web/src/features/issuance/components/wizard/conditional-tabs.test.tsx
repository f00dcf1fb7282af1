import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useForm, type FieldValues } from 'react-hook-form';
import { MUNICIPAL_SOLID_WASTE } from '@safc/domain';
import { emptyIssueForm } from '../../lib/wizard-values';
import { CertificationTab } from './certification-tab';
import { GreenhouseGasTab } from './greenhouse-gas-tab';
import { ProductTab } from './product-tab';

const ACCOUNT = '6f1c2a7e-3b4d-4c5e-8f90-123456789abc';
type Tab = typeof CertificationTab;

function Wizard({ tab: Tab, change }: { tab: Tab; change: (values: FieldValues) => void }) {
  const values = emptyIssueForm(ACCOUNT);
  change(values);
  const form = useForm<FieldValues>({ defaultValues: values });
  return <Tab control={form.control} />;
}

const shows = (name: string) => screen.queryByRole('textbox', { name }) !== null;

describe('issue wizard tabs: conditional fields (forms spec §5)', () => {
  afterEach(() => cleanup());

  it('the additional scheme asks its name only when it is "other", and its certificate once chosen', () => {
    render(<Wizard tab={CertificationTab} change={() => {}} />);
    expect([
      shows('Scheme name'),
      screen.queryAllByRole('textbox', { name: 'Certificate number' }).length,
    ]).toEqual([false, 1]);
    cleanup();
    render(
      <Wizard
        tab={CertificationTab}
        change={(v) => void (v.certification.additionalScheme.scheme = 'other')}
      />,
    );
    expect([
      shows('Scheme name'),
      screen.queryAllByRole('textbox', { name: 'Certificate number' }).length,
    ]).toEqual([true, 2]);
  });

  it('low-ILUC and low-displacement audits are asked when confirmed', () => {
    render(<Wizard tab={CertificationTab} change={() => {}} />);
    expect(screen.queryAllByRole('textbox', { name: 'Audit number' })).toHaveLength(0);
    cleanup();
    render(
      <Wizard
        tab={CertificationTab}
        change={(v) =>
          Object.assign(v.certification, {
            isLowILUCRiskConfirmed: true,
            isLowDisplacementRiskConfirmed: true,
          })
        }
      />,
    );
    expect(screen.getAllByRole('textbox', { name: 'Audit number' })).toHaveLength(2);
  });

  it('municipal solid waste asks its share; "Other" asks the feedstock name', () => {
    render(
      <Wizard tab={ProductTab} change={(v) => void (v.product.feedStock.name = MUNICIPAL_SOLID_WASTE)} />,
    );
    expect([shows('Municipal solid waste (%)'), shows('Feedstock name')]).toEqual([true, false]);
    cleanup();
    render(<Wizard tab={ProductTab} change={(v) => void (v.product.feedStock.name = 'Other')} />);
    expect([shows('Municipal solid waste (%)'), shows('Feedstock name')]).toEqual([false, true]);
  });

  it('the greenhouse-gas block follows the scheme and type, with solid-waste credits for MSW', () => {
    render(
      <Wizard
        tab={GreenhouseGasTab}
        change={(v) => {
          Object.assign(v.certification, { scheme: 'isccCorsia', type: 'default' });
          v.product.feedStock.name = MUNICIPAL_SOLID_WASTE;
        }}
      />,
    );
    expect(
      [
        'Total LCA value (CORSIA default)',
        'Core LCA value',
        'Recycling emissions credits',
        'Landfill emissions credits',
      ].map(shows),
    ).toEqual([true, true, true, true]);
    cleanup();
    render(
      <Wizard
        tab={GreenhouseGasTab}
        change={(v) => Object.assign(v.certification, { scheme: 'isccEu', type: 'actual' })}
      />,
    );
    expect(
      ['Total LCA value (EU actual)', 'Core LCA value', 'Recycling emissions credits'].map(shows),
    ).toEqual([true, false, false]);
  });

  it('delivery to airport: the default-or-actual choice only when the total leaves it out, the actual value only when chosen', () => {
    render(
      <Wizard
        tab={GreenhouseGasTab}
        change={(v) => void (v.greenhouseGas.totalLCAValueincludeEmissionsFromDeliveryToAirport = true)}
      />,
    );
    expect([
      screen.queryByRole('radiogroup', { name: /Emissions of delivery/ }),
      shows('Actual GHG intensity of delivery (gCO2e/MJ)'),
    ]).toEqual([null, false]);
    cleanup();
    render(
      <Wizard
        tab={GreenhouseGasTab}
        change={(v) =>
          Object.assign(v.greenhouseGas, {
            totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
            useDefaultValueForDeliveryToAirport: false,
          })
        }
      />,
    );
    expect(screen.getByRole('radiogroup', { name: /Emissions of delivery/ })).toBeTruthy();
    expect(shows('Actual GHG intensity of delivery (gCO2e/MJ)')).toBe(true);
  });
});

describe('issue wizard: the adjusted-LCA formula (forms spec §4)', () => {
  afterEach(() => cleanup());

  it("the Greenhouse gas tab shows the block's formula with its lettered terms", () => {
    render(
      <Wizard
        tab={GreenhouseGasTab}
        change={(v) => void Object.assign(v.certification, { scheme: 'isccCorsia', type: 'default' })}
      />,
    );
    expect(
      screen.getByRole('button', { name: /^Adjusted LCA formula: Adjusted LCA = A \+ B/ }),
    ).toBeDefined();
  });
});
