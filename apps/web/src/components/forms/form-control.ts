import type { Control, FieldValues } from 'react-hook-form';

/**
 * The control of any registry form: the fields only read and write input values, so they accept a form
 * whatever its schema turns those values into on submit.
 */
export type FormControl<T extends FieldValues> = Control<T, unknown, FieldValues>;
