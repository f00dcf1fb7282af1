import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { ClaimFormInput } from '@safc/domain';
import { ClaimFormFields } from './claim-form-fields';

const ACCOUNT = '6f1c2a7e-3b4d-4c5e-8f90-123456789abc';
const SAVED: ClaimFormInput = {
  blockId: '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d',
  accountId: ACCOUNT,
  volume: '10',
  retirementYear: 2026,
  retirementCountry: 'NO',
  claimPurpose: 'international',
  complianceRegime: 'corsia',
  safcClaimBeneficiary: { kind: 'external', name: 'Fjord Air', email: 'claims@fjord.example' },
  sercClaimBeneficiary: { kind: 'internal', ownerId: ACCOUNT },
};
const OPTIONS = [{ value: ACCOUNT, label: 'Nordic Renewable Fuels - Trading' }];

function Claim({ saved }: { saved?: ClaimFormInput }) {
  const form = useForm<ClaimFormInput>({ defaultValues: saved ?? { volume: '', retirementCountry: '' } });
  return (
    <ClaimFormFields
      control={form.control}
      unit={{ volume: '70.500', freeVolume: '70.500' }}
      currentYear={2026}
      beneficiaryAccounts={OPTIONS}
      logisticsAccounts={OPTIONS}
      saved={saved}
    />
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });

describe('<ClaimFormFields>: locked fields (forms spec §5 "Claim")', () => {
  afterEach(() => cleanup());

  it('a new claim may fill every field', () => {
    render(<Claim />);
    expect(field('Volume (t)').disabled).toBe(false);
    expect(combobox('Retirement year').getAttribute('aria-disabled')).not.toBe('true');
    expect((combobox('Retirement country') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'International' }).disabled).toBe(false);
  });

  it('once saved, volume, year, country, purpose, regime, logistics provider and beneficiary owners are locked', () => {
    render(<Claim saved={SAVED} />);
    expect(field('Volume (t)').disabled).toBe(true);
    expect(combobox('Retirement year').getAttribute('aria-disabled')).toBe('true');
    expect((combobox('Retirement country') as HTMLInputElement).disabled).toBe(true);
    for (const name of ['Domestic', 'International', 'CORSIA', 'Not CORSIA']) {
      expect(screen.getByRole<HTMLInputElement>('radio', { name }).disabled).toBe(true);
    }
    expect((combobox('Logistics provider') as HTMLInputElement).disabled).toBe(true);
    expect((combobox('SAFcE beneficiary account') as HTMLInputElement).disabled).toBe(true);
    const serc = screen.getByRole('radiogroup', { name: 'SAFcE beneficiary kind' });
    for (const radio of within(serc).getAllByRole('radio'))
      expect((radio as HTMLInputElement).disabled).toBe(true);
  });

  it("an external beneficiary's name and e-mail stay editable, its kind does not (decision 039)", () => {
    render(<Claim saved={SAVED} />);
    expect(field('Air Transport Provider beneficiary name').disabled).toBe(false);
    expect(field('Air Transport Provider beneficiary e-mail').disabled).toBe(false);
    const safc = screen.getByRole('radiogroup', { name: 'Air Transport Provider beneficiary kind' });
    for (const radio of within(safc).getAllByRole('radio'))
      expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});
