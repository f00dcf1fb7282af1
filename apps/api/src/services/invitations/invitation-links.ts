import type { InvitationKind } from '@safc/domain';

/** How long an invitation link can be used. Long enough for a company to gather its documents. */
export const INVITATION_VALIDITY_MS = 14 * 24 * 60 * 60 * 1000;

// Platform spec §2: the registration form of each invitation kind.
const REGISTRATION_PATHS: Record<InvitationKind, string> = {
  createCompany: '/register/to-create-company',
  joinCompany: '/register/to-join-company',
  authorisedRepresentative: '/register/authorised-representative',
  registryAdmin: '/register/registry-admin',
};

export const registrationPathOf = (kind: InvitationKind, invitationId: string): string =>
  `${REGISTRATION_PATHS[kind]}/${invitationId}`;

/**
 * The embedded provider's sign-up page (identity/sign-up-routes.ts), opened by the invitation's e-mailed
 * secret: never by its id, which the inviter sees (decision 086).
 */
export const signUpPathOf = (signUpSecret: string): string => `/oidc/sign-up?token=${signUpSecret}`;
