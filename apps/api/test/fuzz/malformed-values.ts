import fc from 'fast-check';

// The kinds of malformed input of issue 15 (NUL and other controls, lone surrogates, huge strings, wrong types,
// bad encodings, oversized bodies), as fast-check arbitraries.

const HUGE = 200_000;

/** Text a careless or hostile client might put in any string field. */
export const malformedText = fc.oneof(
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.string().map((text) => `${text}\ud800`),
  fc.string().map((text) => `\udc00${text}`),
  fc.constantFrom('\u0007', '\u001b[31m', '\u007f', '\u0085', 'a\u0000', '\t\n\r', '\u202e', '\ufeff'),
  fc.constantFrom('', ' ', '   \n  '),
  fc.constant('x'.repeat(HUGE)),
  fc.constant('é'.repeat(3000)),
  fc.constantFrom("'; drop table users; --", '%', '_', '\\', 'a\\', '%%__\\\\', '../../etc/passwd', '${7*7}'),
  fc.constantFrom('NaN', 'Infinity', '-1', '1e309', '0.0001', '99999999999999999999.999', '1,5', '0x10'),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'SAFCA-2026-000001',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A value of the wrong type for whatever the field expects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant(Array.from({ length: 5000 }, (_, index) => index)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constant(deeplyNested(200)),
);

/** Any malformed JSON value: a bad text or a wrong type. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(malformedText, wrongType);

/** Percent-encoded text of a URL, well or badly encoded. */
export const malformedUrlText = fc.oneof(
  malformedText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
  fc.constantFrom('%', '%zz', '%C0%AE', '%ED%A0%80', '%FF%FE', '%00', '%E2%82', 'a%2F..%2F..', '%25%00'),
  fc.constant('a'.repeat(150)),
  fc.constant('9'.repeat(5000)),
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { nested: value };
  return value;
}

/** A body that is wrong as a whole; each is what the request sends in place of its body. */
export interface RawBody {
  kind: string;
  contentType: string;
  payload: string | Buffer;
}

const boundary = 'fuzzboundary';

/** Multipart parts with malformed values under names forms use, and files that are not what they say. */
const malformedMultipart = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.constantFrom(
          'name',
          'type',
          'data',
          'description',
          'company.name',
          'company[email]',
          'requiredSignatures',
          '__proto__',
        ),
        malformedText,
      ),
      { maxLength: 6 },
    ),
    fc.array(fc.constantFrom('documents', 'fileTool', 'screenshots', 'companyUploads'), { maxLength: 3 }),
  )
  .map(([fields, files]): RawBody => {
    const parts = [
      ...fields.map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value.slice(0, 70_000)}\r\n`,
      ),
      ...files.map(
        (name) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\nMZ not a pdf\r\n`,
      ),
    ];
    return {
      kind: 'malformed multipart',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    };
  });

export const malformedBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constant({ kind: 'not JSON', contentType: 'application/json', payload: '{"a": 1,' }),
  fc.constant({ kind: 'empty JSON', contentType: 'application/json', payload: '' }),
  fc.constant({
    kind: 'over 1 MB',
    contentType: 'application/json',
    payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
  }),
  fc.constant({ kind: 'unsupported media type', contentType: 'application/xml', payload: '<a>1</a>' }),
  fc.constant({ kind: 'a JSON array', contentType: 'application/json', payload: '[1,2,3]' }),
  fc.constant({ kind: 'JSON null', contentType: 'application/json', payload: 'null' }),
  fc.constant({
    kind: 'prototype keys',
    contentType: 'application/json',
    payload: '{"__proto__":{"isRegistryAdmin":true},"constructor":{"prototype":{"isRegistryAdmin":true}}}',
  }),
  fc.constant({
    kind: 'escaped NUL in JSON',
    contentType: 'application/json',
    payload: '{"name":"a\\u0000b","comment":"\\ud800"}',
  }),
  fc.constant({
    kind: 'bytes that are not UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0xff, 0x22, 0x7d]),
  }),
  fc.constant({ kind: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'x' }),
  fc.constant({
    kind: 'truncated multipart',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc`,
  }),
  malformedMultipart,
);
