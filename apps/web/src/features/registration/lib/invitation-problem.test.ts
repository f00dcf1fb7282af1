import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-error';
import { INVITATION_NOT_FOUND, invitationProblemOf } from './invitation-problem';

const refused = (status: number, message: string) =>
  new HttpError(status, { statusCode: status, message, errorId: 'e-1' }, message);

describe('what a registration page says of an invitation it cannot use', () => {
  it('a malformed invitation id (400) reads as an invalid link, like an unknown one (404)', () => {
    expect(invitationProblemOf(undefined, refused(400, 'params.id: Invalid UUID'), 'joinCompany')).toBe(
      INVITATION_NOT_FOUND,
    );
    expect(invitationProblemOf(undefined, refused(404, 'Invitation not found'), 'joinCompany')).toBe(
      INVITATION_NOT_FOUND,
    );
  });

  it('a server failure asks to try again later', () => {
    expect(invitationProblemOf(undefined, refused(503, 'Unavailable'), 'joinCompany')).toBe(
      'The invitation could not be checked. Please try again later.',
    );
  });
});
