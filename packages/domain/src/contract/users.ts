import { z } from 'zod';
import {
  ACCOUNT_MEMBERSHIP_ROLES,
  ACCOUNT_STATUSES,
  COMPANY_ROLES,
  COMPANY_STATUSES,
  MEMBERSHIP_STATUSES,
  ONBOARDING_STATUSES,
  USER_STATUSES,
} from '../catalogues/statuses';
import { typedText } from '../forms/typed-text';

// The answers of /api/users (platform spec §3 User and §7, DESIGN §7): one schema per shape, used by the
// routes and validated by the web (docs/decisions/010).

export const UserListQuerySchema = z.object({
  status: z.enum(USER_STATUSES).optional(),
  search: typedText().max(200).optional(),
  /** Only users whose sign-in is locked (decision 031): administrators, who may lift it. */
  signInLocked: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The employer the person gave at onboarding; null for people who registered without it. */
    employerName: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    isRegistryAdmin: z.boolean(),
    onboardingStatus: z.enum(ONBOARDING_STATUSES),
    companies: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        role: z.enum(COMPANY_ROLES),
        status: z.enum(MEMBERSHIP_STATUSES),
      }),
    ),
    accountMemberships: z.array(
      z.object({
        accountId: z.uuid(),
        accountName: z.string(),
        companyId: z.uuid(),
        role: z.enum(ACCOUNT_MEMBERSHIP_ROLES),
        status: z.enum(MEMBERSHIP_STATUSES),
      }),
    ),
    createdAt: z.iso.datetime(),
    twoStepSignIn: z
      .boolean()
      .optional()
      .describe("Only in one's own: whether sign-in asks for a second factor (the embedded provider's)"),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** The administrator's list: each user with since when failed sign-ins lock them out (null: not locked). */
export const ListedUserSchema = UserSummarySchema.extend({
  signInLockedAt: z.iso.datetime().nullable(),
}).meta({ id: 'ListedUser' });
export type ListedUser = z.infer<typeof ListedUserSchema>;

/** What the person gave at registration. */
export const UserDetailsSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    employerName: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof UserDetailsSchema>;

export const UserFullSchema = UserSummarySchema.extend({ details: UserDetailsSchema }).meta({
  id: 'UserFull',
});
export type UserFull = z.infer<typeof UserFullSchema>;

/** A change of one's details answers the user and the request an administrator will decide (if any). */
export const UserChangeSchema = UserSummarySchema.extend({ requestId: z.uuid().nullable() }).meta({
  id: 'UserChange',
});
export type UserChange = z.infer<typeof UserChangeSchema>;

/**
 * GET /api/users/me: the user entity of platform spec §3 with what the domain's `can` needs (membership,
 * company and account statuses), so the web asks `can` exactly as the API does.
 */
export const MeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: z.enum(USER_STATUSES),
    isRegistryAdmin: z.boolean(),
    isPendingOnboardingApproval: z.boolean(),
    companies: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        role: z.enum(COMPANY_ROLES),
        status: z.enum(MEMBERSHIP_STATUSES).describe('The membership: only active ones are listed'),
        companyStatus: z.enum(COMPANY_STATUSES),
      }),
    ),
    accounts: z.array(z.object({ id: z.uuid(), status: z.enum(ACCOUNT_STATUSES) })),
    accountMemberships: z.array(
      z.object({
        accountId: z.uuid(),
        companyId: z.uuid(),
        role: z.enum(ACCOUNT_MEMBERSHIP_ROLES),
        status: z.enum(MEMBERSHIP_STATUSES),
        accountStatus: z.enum(ACCOUNT_STATUSES),
      }),
    ),
    accountsExist: z
      .boolean()
      .describe('Whether the registry has accounts (administrators see Holdings only then)'),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;
