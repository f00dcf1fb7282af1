import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { reportError } from '../../lib/errors/error-store';
import { apiErrorBodyOf } from '../../lib/http-error';

/**
 * The API refuses a bad field with 400 and `details` `{ "body.company.name": "Required" }` (a multipart file
 * judged by its content too), and a value that conflicts with what the registry holds with 409 or 422 naming
 * the field the same way (an address already invited). Those messages belong under their fields, as the
 * form's own would be; the error dialog is for errors of no field (spec error catalogue).
 */
const FIELD_STATUSES = new Set([400, 409, 413, 415, 422]);

export function fieldErrorsOf(error: unknown): [field: string, message: string][] {
  const body = apiErrorBodyOf(error);
  if (
    !FIELD_STATUSES.has(body?.statusCode ?? 0) ||
    typeof body?.details !== 'object' ||
    body.details === null
  )
    return [];
  return Object.entries(body.details as Record<string, unknown>)
    .filter(
      (entry): entry is [string, string] => entry[0].startsWith('body.') && typeof entry[1] === 'string',
    )
    .map(([key, message]) => [key.slice('body.'.length), message]);
}

/**
 * For a mutation marked `meta: { silent: true }`: puts the API's field messages under the form's fields
 * it knows, and sends anything else to the global error dialog. Returns the fields that got a message.
 * `prefix` names where a flat body's fields sit in a nested form (`company.` for the company fields).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  prefix = '',
): string[] {
  // A file's own reason ("companyUploads.1") is shown beside the file; the field takes the list's message.
  const placed = fieldErrorsOf(error).filter(([field]) => fields.includes(field));
  if (placed.length === 0) {
    reportError(error);
    return [];
  }
  for (const [field, message] of placed)
    setError(`${prefix}${field}` as Path<T>, { type: 'server', message });
  return placed.map(([field]) => `${prefix}${field}`);
}
