import { useEffect } from 'react';
import { useController, useWatch, type FieldValues } from 'react-hook-form';
import {
  BASELINES_OF_SCHEME,
  CERTIFICATION_SCHEMES,
  JET_FUEL_BASELINES,
  JET_FUEL_BASELINE_CATALOGUE,
  type CertificationScheme,
  type JetFuelBaseline,
} from '@safc/domain';
import { FormSelectField, type FormControl } from '../../../../components/forms';

const NAME = 'product.jetFuelBaselineCarbonIntensity';

const isScheme = (value: unknown): value is CertificationScheme =>
  (CERTIFICATION_SCHEMES as readonly unknown[]).includes(value);

/**
 * The fossil baseline, offered from the declared scheme's list only (docs/decisions/023-climate-figures.md):
 * the form refuses any other, so the field takes the scheme's first baseline when the scheme changes under it.
 */
export function BaselineField({ control }: { control: FormControl<FieldValues> }) {
  const scheme: unknown = useWatch({ control, name: 'certification.scheme' });
  const { field } = useController({ control, name: NAME });
  const allowed: readonly JetFuelBaseline[] = isScheme(scheme)
    ? BASELINES_OF_SCHEME[scheme]
    : JET_FUEL_BASELINES;
  const { onChange } = field;
  const value: unknown = field.value;
  const proposed = allowed[0];
  const outside = isScheme(scheme) && !(allowed as readonly unknown[]).includes(value);
  useEffect(() => {
    if (outside && proposed) onChange(proposed);
  }, [outside, proposed, onChange]);
  return (
    <FormSelectField
      name={NAME}
      control={control}
      label="Jet fuel baseline"
      required
      helperText={
        isScheme(scheme)
          ? 'The baselines of the certification scheme'
          : 'Choose the certification scheme first'
      }
      options={allowed.map((baseline) => ({
        value: baseline,
        label: `${JET_FUEL_BASELINE_CATALOGUE[baseline].label} (${JET_FUEL_BASELINE_CATALOGUE[baseline].usedFor})`,
      }))}
    />
  );
}
