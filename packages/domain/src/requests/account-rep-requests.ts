import { z } from 'zod';
import { AccountMembershipRoleSchema } from '../catalogues/status-schemas';
import { REQUIRED, emailField, optionalEmailField, optionalIdField } from '../forms/fields';

// Bodies of the account representative calls (platform spec §7).

/** POST /api/account/{id}/account-rep: invite someone to the account with a role. */
export const accountRepInviteSchema = z.object({
  email: emailField(),
  role: AccountMembershipRoleSchema,
});
export type AccountRepInvite = z.output<typeof accountRepInviteSchema>;

/** PATCH /api/account/{id}/account-rep/{userId}/role */
export const accountRepRoleChangeSchema = z.object({ role: AccountMembershipRoleSchema });
export type AccountRepRoleChange = z.output<typeof accountRepRoleChangeSchema>;

/** POST /api/account/{id}/revoke-invitation: by the invitation's id, or by the invited e-mail. */
export const revokeInvitationSchema = z
  .object({ invitationId: optionalIdField(), email: optionalEmailField() })
  .refine((body) => body.invitationId !== undefined || body.email !== undefined, {
    message: REQUIRED,
    path: ['invitationId'],
  });
export type RevokeInvitation = z.output<typeof revokeInvitationSchema>;
