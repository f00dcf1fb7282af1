import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { HOSTILE_TEXTS } from './hostile-texts';

// Issue 39: every validator the API and the web share refuses a text of 100,000 characters in under 50 ms,
// its length judged before any pattern. The exported schemas are found by walking the domain's exports (a
// schema added later is held to it too), each field of an object schema given the hostile text in turn;
// the field factories and the checks written as functions are listed by hand.

const BUDGET_MS = 50;
const today = '2026-06-15';
const texts = Object.entries(HOSTILE_TEXTS);

const exportedSchemas = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

const fieldFactories: Record<string, z.ZodType> = {
  'requiredLine(500)': domain.requiredLine(500),
  'optionalLine(500)': domain.optionalLine(500),
  'requiredText()': domain.requiredText(),
  'requiredTextArea(5000)': domain.requiredTextArea(5000),
  'optionalTextArea(5000)': domain.optionalTextArea(5000),
  'idField() (ids)': domain.idField(),
  'emailField() (e-mail)': domain.emailField(),
  'decimalField() (decimals)': domain.decimalField(),
  'optionalDecimalField()': domain.optionalDecimalField(),
  'VolumeSchema (volumes)': domain.VolumeSchema,
  'dateField() (dates)': domain.dateField(today),
  'pastYearField() (years)': domain.pastYearField(today),
  'requiredSignaturesField()': domain.requiredSignaturesField(),
};

const checks: Record<string, (text: string) => unknown> = {
  isDecimalText: domain.isDecimalText,
  'toDecimal (refuses)': (text) => {
    try {
      return domain.toDecimal(text);
    } catch {
      return null;
    }
  },
  'formatDate (dates)': (text) => domain.formatDate(text),
  isComplianceDeclaration: domain.isComplianceDeclaration,
  'centsFromDollars (money)': domain.centsFromDollars,
  'dollarsProblem (money)': domain.dollarsProblem,
  'isCountryCode (countries)': domain.isCountryCode,
  'dayOf (dates)': domain.dayOf,
  textProblem: domain.textProblem,
  withoutTrailingSlashes: domain.withoutTrailingSlashes,
};

function msOf(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** A run somewhat over the budget (a pause of the shared machine, a schema's first compile) is tried again. */
function fastestMs(run: () => unknown): number {
  let fastest = msOf(run);
  for (let retry = 0; retry < 2 && fastest >= BUDGET_MS && fastest < 10 * BUDGET_MS; retry += 1) {
    fastest = Math.min(fastest, msOf(run));
  }
  return fastest;
}

/** Each field of an object schema alone holds the hostile text; any other schema gets it whole. */
function inputsFor(schema: z.ZodType, text: string): unknown[] {
  if (!(schema instanceof z.ZodObject)) return [text];
  return Object.keys(schema.shape as Record<string, unknown>).map((key) => ({ [key]: text }));
}

describe('every validator refuses a hostile text of 100,000 characters in under 50 ms', () => {
  it('finds the exported schemas', () => {
    expect(exportedSchemas.length).toBeGreaterThan(50);
  });

  const schemas: [string, z.ZodType][] = [...exportedSchemas, ...Object.entries(fieldFactories)];
  it.each(schemas)('schema %s', (_name, schema) => {
    for (const [shape, text] of texts) {
      for (const input of inputsFor(schema, text)) {
        const ms = fastestMs(() => schema.safeParse(input));
        expect(ms, `${shape} in ${JSON.stringify(input).slice(0, 40)}: ${ms.toFixed(1)} ms`).toBeLessThan(
          BUDGET_MS,
        );
      }
    }
  });

  it.each(Object.entries(checks))('check %s', (_name, check) => {
    for (const [shape, text] of texts) {
      const ms = fastestMs(() => check(text));
      expect(ms, `${shape}: ${ms.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
    }
  });

  it.each(Object.entries(fieldFactories).filter(([name]) => !name.startsWith('optional')))(
    '%s refuses the 100,000 characters by their length or shape',
    (_name, schema) => {
      // Blanks around a value are trimmed before its length is judged: ' '.repeat(99_999) + 'x' is 'x'.
      for (const [shape, text] of texts.filter(([, text]) => text.trim().length > 1000))
        expect(schema.safeParse(text).success, shape).toBe(false);
    },
  );

  it('a 120,000-digit volume is refused as too long, before any other check', () => {
    const issues = domain.VolumeSchema.safeParse('1'.repeat(120_000)).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['The number is too long']);
  });
});
