import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { malformedBody, malformedUrlText, malformedValue, type RawBody } from './malformed-values';

// Requests made from the OpenAPI document: each operation's path parameters, query and JSON body are filled
// with plausible values (real ids of the registry, so calls reach their services), then exactly one part, a
// "slot", gets a malformed value. Generic over the document: a route added later is fuzzed as it lands.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The OpenAPI path, e.g. /api/account/{id}/trusted. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type Slot =
  { in: 'path' | 'query'; name: string } | { in: 'body'; at: string[] } | { in: 'whole-body' };

export interface FuzzCase {
  slot: Slot;
  value: unknown;
  urlText: string;
  rawBody: RawBody;
  /** Picks among the real ids of the registry, so the untouched parts of a call are valid. */
  pick: number;
}

const UUID_PATTERN = /0-9a-f/i;

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header'),
        body: resolve(document, operation.requestBody?.content?.['application/json']?.schema),
      })),
    );
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return document.components?.schemas?.[schema.$ref.split('/').pop()!];
}

/** Leaf fields of a JSON body, as paths (three levels deep at most). */
function bodyLeaves(schema: JsonSchema | undefined, at: string[] = []): string[][] {
  if (!schema?.properties || at.length >= 3) return at.length ? [at] : [];
  const leaves = Object.entries(schema.properties).flatMap(([name, property]) =>
    bodyLeaves(property, [...at, name]),
  );
  return at.length ? [at, ...leaves] : leaves;
}

/** Every part of the operation that can hold a malformed value. */
export function slotsOf(operation: Operation): Slot[] {
  const slots: Slot[] = operation.parameters.map((parameter) => ({
    in: parameter.in as 'path' | 'query',
    name: parameter.name,
  }));
  for (const at of bodyLeaves(operation.body)) slots.push({ in: 'body', at });
  if (operation.method !== 'GET') slots.push({ in: 'whole-body' });
  return slots;
}

export const fuzzCase = (operation: Operation): fc.Arbitrary<FuzzCase> => {
  const slots = slotsOf(operation);
  return fc.record({
    slot: slots.length ? fc.constantFrom(...slots) : fc.constant<Slot>({ in: 'whole-body' }),
    value: malformedValue,
    urlText: malformedUrlText,
    rawBody: malformedBody,
    pick: fc.nat(),
  });
};

/** A plausible value for the schema: enums' first value, real ids for ids, small numbers, nested objects. */
function plausible(schema: JsonSchema | undefined, ids: string[], pick: number): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return plausible(choice, ids, pick);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid' || UUID_PATTERN.test(schema.pattern ?? '')) return ids[pick % ids.length];
      if (schema.format === 'email') return 'fuzz@registry.example';
      if (schema.format === 'date-time' || schema.format === 'date') return new Date().toISOString();
      return 'Fuzz';
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          plausible(property, ids, pick),
        ]),
      );
    default:
      return undefined;
  }
}

function setAt(target: Record<string, unknown>, at: string[], value: unknown): void {
  let node = target;
  for (const key of at.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[at[at.length - 1]!] = value;
}

/** The request for one case: every part plausible except the slot, which holds the malformed value. */
export function requestOf(operation: Operation, test: FuzzCase, ids: string[]): InjectOptions {
  const { slot } = test;
  const isSlot = (where: 'path' | 'query', name: string) => slot.in === where && slot.name === name;
  let url = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const plain = plausible(parameter.schema, ids, test.pick);
    const text = isSlot(parameter.in as 'path' | 'query', parameter.name)
      ? test.urlText
      : encodeURIComponent(String(plain ?? ''));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, text || 'x');
    else if (isSlot('query', parameter.name) || (parameter.required && plain !== undefined))
      query.push(`${parameter.name}=${text}`);
  }
  if (query.length) url += `?${query.join('&')}`;
  const options: InjectOptions = { method: operation.method, url };
  if (slot.in === 'whole-body') {
    return {
      ...options,
      payload: test.rawBody.payload,
      headers: { 'content-type': test.rawBody.contentType },
    };
  }
  if (operation.body) {
    const body = (plausible(operation.body, ids, test.pick) ?? {}) as Record<string, unknown>;
    if (slot.in === 'body') setAt(body, slot.at, test.value);
    return { ...options, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  }
  return options;
}

export const describeSlot = (slot: Slot): string =>
  slot.in === 'body'
    ? `body.${slot.at.join('.')}`
    : slot.in === 'whole-body'
      ? 'the whole body'
      : `${slot.in}.${slot.name}`;
