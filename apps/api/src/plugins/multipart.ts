import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_FILE_SIZE, GENERIC_MAX_FILES, ONBOARDING_MAX_FILES } from '@safc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { refuseUnstorableText } from './typed-text-guard';

/** A file part read into memory; `size` may exceed the largest allowed size (then it was cut there). */
export interface UploadedPart {
  field: string;
  name: string;
  /** The type the client claimed; the API judges by content (detectFileType) anyway. */
  type: string;
  size: number;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text values, nested by their names: `company.name` or `company[name]` becomes { company: { name } }. */
  fields: Record<string, unknown>;
  files: UploadedPart[];
}

// Limits from the domain's upload rules. A file is read one byte past the largest allowed size so the
// domain's check can say "Exceeded maximum file size" instead of the stream failing; one file more than
// the largest count is let through so the check can say "Exceeded maximum files count" for the field.
const LARGEST_FILE = DOCUMENT_MAX_FILE_SIZE + 1;
const MOST_FILES = Math.max(GENERIC_MAX_FILES, ONBOARDING_MAX_FILES) + 1;
const MULTIPART_LIMITS = {
  fileSize: LARGEST_FILE,
  files: MOST_FILES,
  fields: 100,
  fieldSize: 64 * 1024,
  parts: 200,
};

const LIMIT_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: 'Exceeded maximum files count',
  FST_PARTS_LIMIT: 'Too many form parts',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PROTO_VIOLATION: 'Invalid form field name',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart form',
};

function setNested(target: Record<string, unknown>, name: string, value: string): void {
  const path = name
    .replace(/\[(\w*)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  if (
    path.length === 0 ||
    path.some((key) => key === '__proto__' || key === 'constructor' || key === 'prototype')
  )
    return;
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = (node[key] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  const existing = node[last];
  node[last] =
    existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/**
 * Reads a multipart form the way the spec sends it (platform §5: each value as text, except files). A text
 * value that is a JSON object (e.g. `company` sent whole) is unpacked, so both ways of sending work.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw AppError.badRequest('Expected a multipart form (multipart/form-data)');
  const fields: Record<string, unknown> = {};
  const files: UploadedPart[] = [];
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const size = part.file.truncated ? LARGEST_FILE : bytes.length;
        files.push({ field: part.fieldname, name: part.filename, type: part.mimetype, size, bytes });
      } else {
        // busboy cuts a value at fieldSize without a word: the form would be judged on a text it never sent.
        if (part.valueTruncated) {
          const field = `body.${part.fieldname}`;
          const message = `At most ${MULTIPART_LIMITS.fieldSize / 1024} KB of text in one form field`;
          throw new AppError('payloadTooLarge', `${field}: ${message}`, { [field]: message });
        }
        const value = String(part.value);
        const trimmed = value.trim();
        if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
          try {
            fields[part.fieldname] = JSON.parse(trimmed) as unknown;
            continue;
          } catch {
            // Not JSON after all: kept as the text it is, and the schema says what is wrong with it.
          }
        }
        setNested(fields, part.fieldname, value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code && LIMIT_ERRORS[code]) throw AppError.badRequest(LIMIT_ERRORS[code]);
    // Anything else here is the body itself (cut short, no boundary, not multipart inside): the client's fault.
    throw AppError.badRequest('Malformed multipart form');
  }
  // Parts are read here, after the request's own hooks: the same net as for JSON bodies.
  refuseUnstorableText(fields, 'body');
  for (const file of files) refuseUnstorableText(file.name, `body.${file.field}`);
  return { fields, files };
}

/**
 * Validates a form read from multipart parts with a domain schema, failing the way the JSON routes do:
 * a 400 whose message names the first field (`body.company.name: Required`) and whose details name all.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    details[['body', ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  const [firstPath, firstMessage] = Object.entries(details)[0] ?? ['body', 'Invalid value'];
  throw AppError.badRequest(`${firstPath}: ${firstMessage}`, details);
}

/** @fastify/multipart for the /api routes; every form reads its parts through readMultipartForm. */
async function multipartForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
}

export default fp(multipartForms, { name: 'multipart' });
