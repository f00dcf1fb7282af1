import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

type DomainSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * Every form of the registry: react-hook-form judged by the domain's zod schema, validated on blur and
 * revalidated on change (forms spec §4), so the web and the API refuse the same input with the same words.
 * react-hook-form's 'onTouched' is exactly that: a field is first judged when it loses focus, then on every
 * change. ('onBlur' with reValidateMode 'onChange' revalidates on change only after a first submit, so an
 * error shown on blur stayed while the person fixed the field.)
 */
export function useDomainForm<Schema extends DomainSchema>(
  schema: Schema,
  defaultValues?: DefaultValues<z.input<Schema>>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
    ...options,
  });
}
