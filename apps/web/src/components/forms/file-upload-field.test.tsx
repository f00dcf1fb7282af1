import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ISSUE_UPLOAD_RULE, ONBOARDING_UPLOAD_RULE, type UploadRule } from '@safc/domain';
import { FileUploadField } from './file-upload-field';

const fileOf = (name: string, size: number, type: string) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Field({ rule, onChange }: { rule: UploadRule; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUploadField
      label="Supporting documents"
      rule={rule}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Supporting documents', { selector: 'input' }), {
    target: { files },
  });

const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('<FileUploadField> (forms spec §2, §8)', () => {
  afterEach(() => cleanup());

  it('reads "Drag and drop or browse to choose a file"', () => {
    render(<Field rule={ONBOARDING_UPLOAD_RULE} />);
    expect(
      screen.getByText(
        (_text, node) =>
          node?.tagName === 'P' && node.textContent === 'Drag and drop or browse to choose a file',
      ),
    ).toBeTruthy();
  });

  it('lists an accepted file with no reason and no field error', () => {
    render(<Field rule={ONBOARDING_UPLOAD_RULE} />);
    choose([fileOf('letter.pdf', 2048, 'application/pdf')]);
    expect(rowOf('letter.pdf').textContent).not.toMatch(/Exceeded|Not supported/);
    expect(screen.queryByText('an error occurred')).toBeNull();
  });

  it('a file over 10 MB reads "Exceeded maximum file size"', () => {
    render(<Field rule={ONBOARDING_UPLOAD_RULE} />);
    choose([fileOf('big.pdf', 10 * 1024 * 1024 + 1, 'application/pdf')]);
    expect(within(rowOf('big.pdf')).getByText('Exceeded maximum file size')).toBeTruthy();
    expect(screen.getByText('an error occurred')).toBeTruthy();
  });

  it('a type outside the rule reads "Not supported"', () => {
    render(<Field rule={ONBOARDING_UPLOAD_RULE} />);
    choose([
      fileOf('notes.docx', 100, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ]);
    expect(within(rowOf('notes.docx')).getByText('Not supported')).toBeTruthy();
    expect(screen.getByText('an error occurred')).toBeTruthy();
  });

  it('the 11th file reads "Exceeded maximum files count"', () => {
    render(<Field rule={ONBOARDING_UPLOAD_RULE} />);
    choose(Array.from({ length: 11 }, (_, index) => fileOf(`page-${index + 1}.png`, 10, 'image/png')));
    expect(within(rowOf('page-11.png')).getByText('Exceeded maximum files count')).toBeTruthy();
    expect(within(rowOf('page-10.png')).queryByText('Exceeded maximum files count')).toBeNull();
  });

  it('on the one-file issue upload a new choice replaces the listed file, a refused one too (issue 45 item 4)', () => {
    render(<Field rule={ISSUE_UPLOAD_RULE} />);
    choose([fileOf('notes.txt', 10, 'text/plain')]);
    expect(within(rowOf('notes.txt')).getByText('Not supported')).toBeTruthy();
    choose([fileOf('proof.pdf', 10, 'application/pdf')]);
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(rowOf('proof.pdf').textContent).not.toMatch(/Exceeded|Not supported/);
    expect(screen.queryByText('an error occurred')).toBeNull();
  });

  it('two files given at once on the one-file issue upload: the second reads "Exceeded maximum files count"', () => {
    render(<Field rule={ISSUE_UPLOAD_RULE} />);
    choose([fileOf('proof.pdf', 10, 'application/pdf'), fileOf('second.pdf', 10, 'application/pdf')]);
    expect(within(rowOf('second.pdf')).getByText('Exceeded maximum files count')).toBeTruthy();
    expect(within(rowOf('proof.pdf')).queryByText('Exceeded maximum files count')).toBeNull();
    expect(screen.getByText('an error occurred')).toBeTruthy();
  });

  it('removing the rejected file clears the field error', () => {
    const onChange = vi.fn();
    render(<Field rule={ONBOARDING_UPLOAD_RULE} onChange={onChange} />);
    choose([fileOf('letter.pdf', 10, 'application/pdf'), fileOf('photo.gif', 10, 'image/gif')]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.gif' }));
    expect(screen.queryByText('an error occurred')).toBeNull();
    expect(onChange.mock.lastCall?.[0].map((file: File) => file.name)).toEqual(['letter.pdf']);
  });
});
