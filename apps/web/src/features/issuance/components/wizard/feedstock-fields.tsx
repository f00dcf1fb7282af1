import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, useWatch, type FieldValues } from 'react-hook-form';
import { FEEDSTOCK_NAMES, findFeedstock } from '@safc/domain';
import {
  FormAutocompleteField,
  FormRow,
  FormTextField,
  type FormControl,
} from '../../../../components/forms';
import { visibleFields } from '../../lib/conditional-fields';

const OPTIONS = FEEDSTOCK_NAMES.map((name) => ({ value: name, label: name }));

function ResidueCheckbox({ control }: { control: FormControl<FieldValues> }) {
  const { field } = useController({ name: 'product.feedStock.wasCertifiedAsProductionResidue', control });
  return (
    <FormControlLabel
      control={
        <Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label="Certified as a production residue"
    />
  );
}

/**
 * The feedstock: from the catalogue, whose solid-waste and residue flags are fixed and shown read-only;
 * "Other" takes a name and the user's word on residue certification; municipal solid waste asks its share.
 */
export function FeedstockFields({ control }: { control: FormControl<FieldValues> }) {
  const name = useWatch({ control, name: 'product.feedStock.name' }) as string | undefined;
  const show = visibleFields({ feedStockName: name });
  const known = name ? findFeedstock(name) : undefined;
  return (
    <>
      <FormRow label="Feedstock" required>
        <FormAutocompleteField
          name="product.feedStock.name"
          control={control}
          label="Feedstock"
          required
          options={OPTIONS}
        />
        {known && !show.otherFeedStock && (
          <Box
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pt: 1.5 }}
            aria-label="Feedstock flags"
          >
            <Chip size="small" label={known.isSolidWaste ? 'Solid waste' : 'Not solid waste'} />
            <Chip
              size="small"
              label={
                known.wasCertifiedAsProductionResidue ? 'Production residue' : 'Not a production residue'
              }
            />
          </Box>
        )}
      </FormRow>
      {show.otherFeedStock && (
        <FormRow label="Other feedstock" required>
          <FormTextField
            name="product.feedStock.otherFeedStock"
            control={control}
            label="Feedstock name"
            required
          />
          <ResidueCheckbox control={control} />
        </FormRow>
      )}
      {show.mswPercent && (
        <FormRow
          label="Municipal solid waste"
          required
          hint="Share of municipal solid waste in the feedstock"
        >
          <FormTextField
            name="product.isFeedStockMsw"
            control={control}
            label="Municipal solid waste (%)"
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </FormRow>
      )}
    </>
  );
}
