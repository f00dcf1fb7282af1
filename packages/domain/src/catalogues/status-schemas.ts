import { z } from 'zod';
import { CERTIFICATION_SCHEMES, JET_FUEL_BASELINES } from './certification';
import { CONVERSION_PROCESSES, VOLUME_UNITS } from './fuel';
import { ACCOUNT_MEMBERSHIP_ROLES, ACCOUNT_TYPES, EVENT_TYPES } from './statuses';

// The statuses, certification and fuel catalogues as zod enums, apart from the plain lists in statuses.ts, certification.ts and fuel.ts: a page that only needs a list or a
// label must not load zod with it (issue 14, docs/decisions/041).
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export const AccountMembershipRoleSchema = z.enum(ACCOUNT_MEMBERSHIP_ROLES);
export const EventTypeSchema = z.enum(EVENT_TYPES);
export const CertificationSchemeSchema = z.enum(CERTIFICATION_SCHEMES, { error: 'Required' });
export const JetFuelBaselineSchema = z.enum(JET_FUEL_BASELINES, { error: 'Required' });
export const ConversionProcessSchema = z.enum(CONVERSION_PROCESSES, { error: 'Required' });
export const VolumeUnitSchema = z.enum(VOLUME_UNITS, { error: 'Required' });
