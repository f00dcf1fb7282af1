import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { fieldErrorsOf, showServerErrors } from './server-field-errors';

vi.mock('../../lib/errors/error-store', () => ({ reportError: vi.fn() }));
const { reportError } = await import('../../lib/errors/error-store');

const refusal = (details: Record<string, string>) =>
  new HttpError(
    400,
    { statusCode: 400, message: 'body.companyUploads: Not supported', errorId: 'e-1', details },
    'refused',
  );

describe('the API refusing a field (docs/api/organisations.md: 400 with details per body field)', () => {
  it('reads "body.<field>" details as field messages', () => {
    expect(
      fieldErrorsOf(
        refusal({ 'body.companyUploads': 'Not supported', 'body.companyUploads.0': 'Not supported' }),
      ),
    ).toEqual([
      ['companyUploads', 'Not supported'],
      ['companyUploads.0', 'Not supported'],
    ]);
  });

  it('puts the message under a field the form has, without the error dialog', () => {
    const setError = vi.fn();
    showServerErrors(refusal({ 'body.documents': 'Exceeded maximum file size' }), setError, ['documents']);
    expect(setError).toHaveBeenCalledWith('documents', {
      type: 'server',
      message: 'Exceeded maximum file size',
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('places a flat body field inside a nested form (the company dialogs: name -> company.name)', () => {
    const setError = vi.fn();
    const placed = showServerErrors(
      refusal({ 'body.country': 'Choose a country from the list' }),
      setError,
      ['name', 'country'],
      'company.',
    );
    expect(placed).toEqual(['company.country']);
    expect(setError).toHaveBeenCalledWith('company.country', {
      type: 'server',
      message: 'Choose a country from the list',
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('sends any other refusal to the global error dialog', () => {
    const conflict = new HttpError(
      409,
      { statusCode: 409, message: 'The account is closed', errorId: 'e-2' },
      'conflict',
    );
    showServerErrors(conflict, vi.fn(), ['documents']);
    expect(reportError).toHaveBeenCalledWith(conflict);
  });

  it('a conflict naming a field (409, an address already invited) goes under it; one naming none to the dialog', () => {
    const message = 'This e-mail address already has a pending invitation of this kind';
    const conflict = (details?: Record<string, string>) =>
      new HttpError(409, { statusCode: 409, message, errorId: 'e-2', details }, 'refused');
    expect(fieldErrorsOf(conflict({ 'body.email': message }))).toEqual([['email', message]]);
    expect(fieldErrorsOf(conflict())).toEqual([]);
    expect(
      fieldErrorsOf(
        new HttpError(
          404,
          {
            statusCode: 404,
            message: 'Company not found',
            errorId: 'e-3',
            details: { 'body.companyId': 'x' },
          },
          'x',
        ),
      ),
    ).toEqual([]);
  });
});
