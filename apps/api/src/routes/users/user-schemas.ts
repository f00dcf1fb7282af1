import {
  ACCOUNT_MEMBERSHIP_ROLES,
  COMPANY_ROLES,
  MEMBERSHIP_STATUSES,
  ONBOARDING_STATUSES,
  USER_STATUSES,
} from '@safc/domain';
import { z } from 'zod';

export const UserSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
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
  })
  .meta({ id: 'UserSummary' });

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

export const UserFullSchema = UserSummarySchema.extend({ details: UserDetailsSchema }).meta({
  id: 'UserFull',
});

/** A change of one's details answers the user and the request an administrator will decide (if any). */
export const UserChangeSchema = UserSummarySchema.extend({ requestId: z.uuid().nullable() }).meta({
  id: 'UserChange',
});
