import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled, type Theme } from '@mui/material/styles';

// The public lists' filters as the browser's own <select> and <input>, with a label above them, styled like
// the theme's small outlined fields. MUI's TextField brings its Select, Menu, Popover, Modal and transitions
// (about 30 kB gzipped) to every page that uses one; a public page's first visit must stay under 150 kB
// (issue 14). A native select is also what a phone's own picker and a screen reader expect.

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.caption,
  fontWeight: 600,
  color: theme.palette.text.secondary,
}));

const control = ({ theme }: { theme: Theme }) => ({
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  height: 40,
  boxSizing: 'border-box' as const,
  width: '100%',
  padding: '0 12px',
  // Grey 600 on white is 4.5:1, above the 3:1 a control's border needs (WCAG 1.4.11).
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 0,
    borderColor: theme.palette.primary.main,
  },
});

const Select = styled('select')(control);
const Input = styled('input')(control);

interface FieldFrame {
  label: string;
  /** The field's share of a wrapping row, e.g. '0 1 150px'. */
  flex: string;
  minWidth?: number;
  maxWidth?: number;
}

function Framed({
  label,
  flex,
  minWidth,
  maxWidth,
  children,
}: FieldFrame & { children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Field sx={{ flex, minWidth, maxWidth }}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </Field>
  );
}

/** A labelled native select; the empty value stands for "all" when allLabel is given. */
export function NativeSelectField<T extends string | number>({
  value,
  options,
  onChange,
  allLabel,
  ...frame
}: FieldFrame & {
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  allLabel?: string;
}) {
  return (
    <Framed {...frame}>
      {(id) => (
        <Select
          id={id}
          value={value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange(options.find((option) => String(option.value) === event.target.value)?.value)
          }
        >
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Framed>
  );
}

/** A labelled native search box. */
export function NativeSearchField({
  value,
  onChange,
  ...props
}: FieldFrame &
  Pick<ComponentPropsWithoutRef<'input'>, 'placeholder' | 'maxLength'> & {
    value: string;
    onChange: (value: string) => void;
  }) {
  const { label, flex, minWidth, maxWidth, ...input } = props;
  return (
    <Framed label={label} flex={flex} minWidth={minWidth} maxWidth={maxWidth}>
      {(id) => (
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    </Framed>
  );
}
