import { z } from 'zod';
import { ACCOUNT_MEMBERSHIP_ROLES, INVITATION_KINDS, INVITATION_STATUSES } from '../catalogues/statuses';

// The answers of /api/invitations and /api/users/invited/* (DESIGN §7): single use, expiring, revocable.

export const InvitationListQuerySchema = z.object({
  kind: z.enum(INVITATION_KINDS).optional(),
  status: z.enum(INVITATION_STATUSES).optional(),
  companyId: z.uuid().optional(),
});
export type InvitationListQuery = z.infer<typeof InvitationListQuerySchema>;

const invitationFields = {
  id: z.uuid(),
  kind: z.enum(INVITATION_KINDS),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  accountId: z.uuid().nullable(),
  accountName: z.string().nullable(),
  accountRole: z.enum(ACCOUNT_MEMBERSHIP_ROLES).nullable(),
};

export const InvitationSchema = z
  .object({ ...invitationFields, invitedBy: z.uuid() })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof InvitationSchema>;

/** GET /api/invitations/{id}, public: what the registration pages check before showing the form. */
export const InvitationCheckSchema = z
  .object({
    ...invitationFields,
    registrationPath: z.string().describe('The web registration form for this invitation'),
    needsSignUp: z
      .boolean()
      .describe(
        "The address has no sign-in at the embedded provider yet: the invitation e-mail's sign-up link makes it",
      ),
  })
  .meta({ id: 'InvitationCheck' });
export type InvitationCheck = z.infer<typeof InvitationCheckSchema>;
