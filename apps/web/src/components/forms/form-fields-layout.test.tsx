import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { SELECT_MENU_MAX_HEIGHT_PX, UPLOAD_LIST_ROW_HEIGHT_PX, UPLOAD_LIST_VISIBLE_ROWS } from '@safc/domain';
import { FormAutocompleteField } from './form-autocomplete-field';
import { FormRow, FormSection, REQUIRED_FIELDS_NOTE } from './form-section';
import { FormSelectField, type FormOption } from './form-select-field';
import { UploadedFileList } from './uploaded-file-list';

type Values = { country: string };

function Select({ options }: { options: readonly FormOption[] }) {
  const { control } = useForm<Values>({ defaultValues: { country: '' } });
  return <FormSelectField name="country" control={control} label="Country" options={options} />;
}

function Autocomplete({ options }: { options: readonly FormOption[] }) {
  const { control } = useForm<Values>({ defaultValues: { country: '' } });
  return <FormAutocompleteField name="country" control={control} label="Country" options={options} />;
}

const manyOptions = Array.from({ length: 40 }, (_, index) => ({
  label: `Option ${index}`,
  value: `o${index}`,
}));

describe('form layout (forms spec §2)', () => {
  afterEach(() => cleanup());

  it('a form section holds an optional title, the required-star note, a step indicator, tabs, rows and a divider', () => {
    const onTab = vi.fn();
    const { container } = render(
      <FormSection
        title="Company information"
        requiredNote
        steps={['Personal Info', 'Company information', 'Upload']}
        activeStep={1}
        tabs={{ labels: ['Batch', 'Blending'], active: 0, onChange: onTab }}
        divider
      >
        <FormRow label="Name" required>
          <input aria-label="Name" />
        </FormRow>
      </FormSection>,
    );
    expect(screen.getByRole('heading', { name: 'Company information' })).toBeTruthy();
    expect(screen.getByText(REQUIRED_FIELDS_NOTE)).toBeTruthy();
    expect(screen.getByText('Personal Info')).toBeTruthy();
    expect(container.querySelector('.MuiStepLabel-label.Mui-active')?.textContent).toContain(
      'Company information',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Blending' }));
    expect(onTab).toHaveBeenCalledWith(1);
    expect(screen.getByText('Name').textContent).toBe('Name*');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('a section without title, note, steps, tabs or divider shows only its rows', () => {
    const { container } = render(
      <FormSection>
        <FormRow label="Name">
          <input aria-label="Name" />
        </FormRow>
      </FormSection>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText(REQUIRED_FIELDS_NOTE)).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(container.querySelector('.MuiStepper-root, hr')).toBeNull();
  });

  it('the uploaded files list shows 3 rows of 37 px before it scrolls', () => {
    const files = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => ({ file: new File(['x'], name) }));
    render(<UploadedFileList rows={files} onRemove={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(UPLOAD_LIST_VISIBLE_ROWS * UPLOAD_LIST_ROW_HEIGHT_PX).toBe(3 * 37);
    expect(getComputedStyle(list).maxHeight).toBe('111px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
    for (const row of within(list).getAllByRole('listitem'))
      expect(getComputedStyle(row).height).toBe('37px');
  });

  it('a select with no options reads "No options"; its menu is at most 200 px high', () => {
    const { unmount } = render(<Select options={[]} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    expect(within(screen.getByRole('listbox')).getByRole('option').textContent).toBe('No options');
    unmount();
    render(<Select options={manyOptions} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    const paper = screen.getByRole('listbox').closest('.MuiPaper-root') as HTMLElement;
    expect(getComputedStyle(paper).maxHeight).toBe(`${SELECT_MENU_MAX_HEIGHT_PX}px`);
  });

  it('an autocomplete with nothing to offer reads "No options"; its list is at most 200 px high', () => {
    const { unmount } = render(<Autocomplete options={[]} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getByText('No options')).toBeTruthy();
    unmount();
    render(<Autocomplete options={manyOptions} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    expect(getComputedStyle(screen.getByRole('listbox')).maxHeight).toBe(`${SELECT_MENU_MAX_HEIGHT_PX}px`);
  });
});
