import { z } from 'zod';
import {
  BASELINES_OF_SCHEME,
  CERTIFICATION_SCHEME_LABELS,
  JET_FUEL_BASELINE_CATALOGUE,
} from '../../catalogues/certification';
import { DOCUMENTATION_TYPES, ASSURANCE_LEVELS, SUSTAINABILITY_TIERS } from '../../catalogues/statuses';
import {
  GHG_VALUE_FIELDS,
  ghgBlockFor,
  requiredGhgFields,
  type GhgValueField,
} from '../../calculations/greenhouse-gas-fields';
import { isPlausibilityError } from '../../calculations/issue-plausibility';
import { lcaBreakdownFindings } from '../../calculations/lca-breakdown';
import { optionalDecimalField } from '../../decimal/decimal-schema';
import { ISSUE_UPLOAD_RULE } from '../../uploads/upload-rules';
import type { DateRuleOptions } from '../dates';
import { REQUIRED, choiceField, idField } from '../fields';
import { fileField } from '../file-field';
import { batchSchema } from './batch';
import { blendingSchema } from './blending';
import { certificationSchema, type Certification } from './certification';
import { greenhouseGasSchema, type GreenhouseGas } from './greenhouse-gas';
import { productSchema, type Product } from './product';
import { supplierSchema } from './supplier';

function issueFields({ today }: DateRuleOptions) {
  return z.object({
    type: z.literal('SAFcA').default('SAFcA'),
    assuranceLevel: choiceField(ASSURANCE_LEVELS).default('VAL'),
    accountId: idField(),
    documentationType: choiceField(DOCUMENTATION_TYPES),
    fileTool: fileField(ISSUE_UPLOAD_RULE),
    batch: batchSchema({ today }),
    blending: blendingSchema({ today }),
    supplier: supplierSchema,
    certification: certificationSchema({ today }),
    product: productSchema,
    greenhouseGas: greenhouseGasSchema,
    /** Computed on the Results step (computeIssuanceResults); the server recomputes it. */
    adjustedLCAValue: optionalDecimalField(),
    sustainabilityTier: z.enum(SUSTAINABILITY_TIERS).optional(),
  });
}

interface GhgFacts {
  certification: Certification;
  product: Product;
  greenhouseGas: GreenhouseGas;
}

const requiredGhgFieldsOf = (form: GhgFacts) =>
  requiredGhgFields(form.certification.scheme, form.certification.type, form.product.feedStock);

/** "The scheme and type pair selects which greenhouse gas block is required." */
function requireGhgBlock(form: GhgFacts, ctx: z.RefinementCtx): void {
  const values = form.greenhouseGas as Record<string, unknown>;
  for (const field of requiredGhgFieldsOf(form)) {
    if (values[field] === undefined)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['greenhouseGas', field] });
  }
}

/**
 * The baseline belongs to the declared scheme (docs/decisions/023-climate-figures.md): a fuel certified
 * under CORSIA is compared with CORSIA's LC, one certified under EU RED with RED II's comparator. Letting the
 * issuer pick would let the comparator, not the fuel, decide the reduction.
 */
function requireSchemeBaseline(form: GhgFacts, ctx: z.RefinementCtx): void {
  const allowed = BASELINES_OF_SCHEME[form.certification.scheme];
  if (allowed.includes(form.product.jetFuelBaselineCarbonIntensity)) return;
  const names = allowed.map(
    (baseline) =>
      `${JET_FUEL_BASELINE_CATALOGUE[baseline].label} (${JET_FUEL_BASELINE_CATALOGUE[baseline].usedFor})`,
  );
  ctx.addIssue({
    code: 'custom',
    message: `${CERTIFICATION_SCHEME_LABELS[form.certification.scheme]} compares with ${names.join(' or ')}`,
    path: ['product', 'jetFuelBaselineCarbonIntensity'],
  });
}

/**
 * A certified total that contradicts its own breakdown is refused (decision 035): one of the two is
 * wrong, and the total decides the tier.
 */
function requireConsistentTotal(form: GhgFacts, ctx: z.RefinementCtx): void {
  const findings = lcaBreakdownFindings(
    ghgBlockFor(form.certification.scheme, form.certification.type),
    form.greenhouseGas,
    form.product.feedStock.isSolidWaste,
  );
  for (const finding of findings.filter(isPlausibilityError)) {
    ctx.addIssue({ code: 'custom', message: finding.message, path: [...finding.path] });
  }
}

/** The rules that read more than one group of the form. */
function crossGroupRules(form: GhgFacts, ctx: z.RefinementCtx): void {
  requireGhgBlock(form, ctx);
  requireSchemeBaseline(form, ctx);
}

/**
 * Runs the block check as soon as the groups it reads are sound, even while other fields (the file, a
 * date) still have errors, so the form shows every missing value at once.
 */
const soundGroup = (payload: z.core.ParsePayload, group: string) =>
  !payload.issues.some((issue) => issue.path?.[0] === group);

function ghgFactsReady(payload: z.core.ParsePayload): boolean {
  const form = payload.value as Partial<GhgFacts> | undefined;
  const sound = (group: string) => soundGroup(payload, group);
  return (
    typeof form?.certification?.scheme === 'string' &&
    typeof form.product?.feedStock?.isSolidWaste === 'boolean' &&
    typeof form.greenhouseGas === 'object' &&
    sound('certification') &&
    sound('product')
  );
}

/** The total is compared with its breakdown once every value of the block reads as a number. */
const ghgValuesReady = (payload: z.core.ParsePayload): boolean =>
  ghgFactsReady(payload) && soundGroup(payload, 'greenhouseGas');

/** Keeps only the selected block's values: a field left over from another scheme must not reach the unit. */
function keepGhgBlock<T extends GhgFacts>(form: T): T {
  const keep = new Set(requiredGhgFieldsOf(form));
  const greenhouseGas = Object.fromEntries(
    Object.entries(form.greenhouseGas).filter(
      ([field]) =>
        !(GHG_VALUE_FIELDS as readonly string[]).includes(field) || keep.has(field as GhgValueField),
    ),
  ) as GreenhouseGas;
  return { ...form, greenhouseGas };
}

/**
 * The "Issue SAFcA" wizard (forms spec §3 "Issue (SAFcA)" and §5). `fileTool` is the proof of
 * sustainability or compliance, csv or pdf, at most 10 MB: the browser's File.
 */
export function issueFormSchema(options: DateRuleOptions) {
  return issueFields(options)
    .superRefine(crossGroupRules, { when: ghgFactsReady })
    .superRefine(requireConsistentTotal, { when: ghgValuesReady })
    .transform(keepGhgBlock);
}

/**
 * POST /api/units/issue: the same form as JSON in the multipart field `data`, without the file, which
 * travels as its own part and is judged by content (detectFileType with ISSUE_UPLOAD_RULE).
 */
export function issueRequestSchema(options: DateRuleOptions) {
  return issueFields(options)
    .omit({ fileTool: true })
    .superRefine(crossGroupRules, { when: ghgFactsReady })
    .superRefine(requireConsistentTotal, { when: ghgValuesReady })
    .transform(keepGhgBlock);
}
export type IssueRequest = z.output<ReturnType<typeof issueRequestSchema>>;

export type IssueForm = z.output<ReturnType<typeof issueFormSchema>>;
export type IssueFormInput = z.input<ReturnType<typeof issueFormSchema>>;

/** The wizard's tabs, each validated on its own before the Results step. */
export const ISSUE_FORM_GROUPS = [
  'batch',
  'blending',
  'supplier',
  'certification',
  'product',
  'greenhouseGas',
] as const;
export type IssueFormGroup = (typeof ISSUE_FORM_GROUPS)[number];
