import { z } from 'zod';
import { CERTIFICATION_SCHEMES, JET_FUEL_BASELINES } from './certification';
import { ACCOUNT_MEMBERSHIP_ROLES, ACCOUNT_TYPES, EVENT_TYPES } from './statuses';

// The statuses and certification catalogues as zod enums, apart from the plain lists in statuses.ts and certification.ts: a page that only needs a list or a
// label must not load zod with it (issue 14, docs/decisions/040).
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export const AccountMembershipRoleSchema = z.enum(ACCOUNT_MEMBERSHIP_ROLES);
export const EventTypeSchema = z.enum(EVENT_TYPES);
export const CertificationSchemeSchema = z.enum(CERTIFICATION_SCHEMES, { error: 'Required' });
export const JetFuelBaselineSchema = z.enum(JET_FUEL_BASELINES, { error: 'Required' });
