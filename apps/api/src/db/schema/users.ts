import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { notificationPreferenceEnum, onboardingStatusEnum, userStatusEnum } from './enums';

// A registered user of the registry. isPendingOnboardingApproval is not stored: it is
// onboarding_status in (pendingVerification, pendingInternalAction).
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    employerName: text('employer_name'),
    phone: text('phone'),
    /** The identity provider's `sub`; null until the person first signs in. */
    oidcSubject: text('oidc_subject').unique(),
    status: userStatusEnum('status').notNull().default('active'),
    isRegistryAdmin: boolean('is_registry_admin').notNull().default(false),
    onboardingStatus: onboardingStatusEnum('onboarding_status').notNull().default('onboarded'),
    /** How the registry's notification mails reach the person (issue 12, docs/decisions/033). */
    notificationPreference: notificationPreferenceEnum('notification_preference')
      .notNull()
      .default('everyEvent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);
