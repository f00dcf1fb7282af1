import { z } from 'zod';
import { AccountMembershipRoleSchema, INVITATION_KINDS } from '../catalogues/statuses';
import { REQUIRED, emailField, optionalIdField, requiredText } from '../forms/fields';

// Bodies of the user and invitation calls.

/** PATCH /api/users/{userId}: profile settings. */
export const userUpdateSchema = z
  .object({
    name: requiredText().max(200).optional(),
    phone: requiredText().max(50).optional(),
  })
  .refine((body) => body.name !== undefined || body.phone !== undefined, 'Nothing to change');
export type UserUpdate = z.output<typeof userUpdateSchema>;

/**
 * POST /api/invitations (DESIGN §7). joinCompany invites a company representative to a company (the
 * selected one when none is named); authorisedRepresentative invites a member to an account with a role.
 */
export const invitationCreateSchema = z
  .object({
    kind: z.enum(INVITATION_KINDS, { error: REQUIRED }),
    email: emailField(),
    companyId: optionalIdField(),
    accountId: optionalIdField(),
    accountRole: AccountMembershipRoleSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind !== 'authorisedRepresentative') return;
    if (body.accountId === undefined)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['accountId'] });
    if (body.accountRole === undefined)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['accountRole'] });
  });
export type InvitationCreate = z.output<typeof invitationCreateSchema>;
