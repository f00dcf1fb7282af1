import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { FormTextField } from './form-text-field';
import { useDomainForm } from './use-domain-form';

const schema = z.object({ name: z.string().min(3, 'At least 3 characters') });

function NameForm() {
  const form = useDomainForm(schema, { name: '' });
  return <FormTextField name="name" control={form.control} label="Name" />;
}

const input = () => screen.getByRole('textbox', { name: 'Name' });
const errorShown = () => screen.queryByText('At least 3 characters') !== null;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('every form validates on blur and revalidates on change (forms spec §4)', () => {
  afterEach(() => cleanup());

  it('says nothing while the person types, judges the field when it loses focus, then follows each change', async () => {
    render(<NameForm />);
    fireEvent.change(input(), { target: { value: 'a' } });
    await settle();
    expect(errorShown()).toBe(false);
    fireEvent.blur(input());
    await settle();
    expect(errorShown()).toBe(true);
    fireEvent.change(input(), { target: { value: 'abc' } });
    await settle();
    expect(errorShown()).toBe(false);
    fireEvent.change(input(), { target: { value: 'ab' } });
    await settle();
    expect(errorShown()).toBe(true);
  });
});
