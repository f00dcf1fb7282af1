import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import { REGULATORY_SCHEMES, SELECT_MENU_MAX_HEIGHT_PX } from '@safc/domain';
import type { FormControl } from '../../../../components/forms';

const OPTIONS = REGULATORY_SCHEMES.map((scheme) => scheme.value);
const labelOf = (value: string) =>
  REGULATORY_SCHEMES.find((scheme) => scheme.value === value)?.label ?? value;

/**
 * Regulatory schemes declared for the batch: catalogue values or free text, each once. A scheme marked *
 * makes the unit valid only for compliance (category 1).
 */
export function RegulatorySchemesField({ control }: { control: FormControl<FieldValues> }) {
  const { field, fieldState } = useController({ name: 'batch.regulatorySchemesDeclaration', control });
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <Autocomplete
      multiple
      freeSolo
      options={OPTIONS}
      value={value}
      getOptionLabel={labelOf}
      onChange={(_event, next) =>
        field.onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])
      }
      onBlur={field.onBlur}
      slotProps={{ listbox: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT_PX } } }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={labelOf(option)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Regulatory schemes declaration"
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ?? 'Choose from the list or type another; * marks compliance schemes'
          }
        />
      )}
    />
  );
}
