// The schemas of the public reads (issue 14): loaded only where answers are checked (development and the
// unit tests, lib/public-read.ts), so no public page carries zod in production.
export {
  BatchMatchesSchema,
  InclusionProofSchema,
  LandingStatisticsSchema,
  PublicUnitListSchema,
  PublicUnitPageSchema,
  RetirementPageSchema,
  StatisticsSeriesSchema,
} from '@safc/domain';
