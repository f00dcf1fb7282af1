import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COMPANY_EMAIL_MESSAGE } from '@safc/domain';
import { OnboardingWizard } from './onboarding-wizard';

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const type = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const helperOf = (label: RegExp) =>
  document
    .getElementById(`${field(label).id}-helper-text`)
    ?.textContent?.replace('\u200b', '')
    .trim();

describe('<OnboardingWizard> step "Personal Info" (forms spec §5 Onboarding)', () => {
  afterEach(() => cleanup());

  it('"Next" with the required fields empty says "Required" under first name, last name, employer name and phone number', async () => {
    render(<OnboardingWizard sending={false} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(helperOf(/^First name/)).toBe('Required'));
    expect(helperOf(/^Last name/)).toBe('Required');
    expect(helperOf(/^Employer name/)).toBe('Required');
    expect(helperOf(/^Phone number/)).toBe('Required');
    // The middle name is optional.
    expect(helperOf(/^Middle name/)).toBeFalsy();
    expect(screen.queryByRole('textbox', { name: /^Company name/ })).toBeNull();
  });

  it('a filled step moves on to "Company information", whose e-mail needs at least 6 characters', async () => {
    render(<OnboardingWizard sending={false} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(helperOf(/^First name/)).toBe('Required'));
    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Employer name/, 'Nordic Fuels');
    type(/^Phone number/, '+47 22 00 00 00');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: /^Company name/ });
    type(/^Email/, 'a@b.c');
    await waitFor(() => expect(helperOf(/^Email/)).toBe(COMPANY_EMAIL_MESSAGE));
    type(/^Email/, 'office@nordicfuels.example');
    await waitFor(() => expect(helperOf(/^Email/)).toBeFalsy());
  });
});
