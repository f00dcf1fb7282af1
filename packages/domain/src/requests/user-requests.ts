import { z } from 'zod';
import { AccountMembershipRoleSchema } from '../catalogues/status-schemas';
import { INVITATION_KINDS } from '../catalogues/statuses';
import { REQUIRED, choiceField, emailField, idField, requiredLine } from '../forms/fields';

// Bodies of the user and invitation calls.

/** PATCH /api/users/{userId}: profile settings. */
export const userUpdateSchema = z
  .object({
    name: requiredLine(200).optional(),
    phone: requiredLine(50).optional(),
    /** The employer given at onboarding (forms spec: employerName). */
    employerName: requiredLine(200).optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.phone !== undefined || body.employerName !== undefined,
    'Nothing to change',
  );
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** An id an invitation's kind may need: a form's blank field is "not given"; null is an explicit "none". */
const kindIdField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    idField().nullish(),
  );

/**
 * POST /api/invitations (DESIGN §7). joinCompany invites a company representative to a company (the
 * selected one when none is named, never an explicit null); authorisedRepresentative invites a member to an
 * account with a role.
 */
export const invitationCreateSchema = z
  .object({
    kind: choiceField(INVITATION_KINDS),
    email: emailField(),
    companyId: kindIdField(),
    accountId: kindIdField(),
    accountRole: AccountMembershipRoleSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'joinCompany' && body.companyId === null)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['companyId'] });
    if (body.kind !== 'authorisedRepresentative') return;
    if (body.accountId == null) ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['accountId'] });
    if (body.accountRole === undefined)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['accountRole'] });
  });
export type InvitationCreate = z.output<typeof invitationCreateSchema>;
