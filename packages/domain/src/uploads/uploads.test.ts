import { describe, expect, it } from 'vitest';
import { checkFiles, isContentAccepted } from './check-files';
import { detectFileType } from './file-types';
import {
  GENERIC_UPLOAD_RULE,
  ISSUE_UPLOAD_RULE,
  ONBOARDING_UPLOAD_RULE,
  acceptAttribute,
} from './upload-rules';

const file = (name: string, size: number, type: string) => ({ name, size, type });
const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('checkFiles: generic upload defaults (10 files, 3 MB each)', () => {
  it.each([
    ['3 MB (3 x 1024 x 1024 bytes) is accepted', [file('a.png', 3_145_728, 'image/png')], [], undefined],
    [
      'one byte more: "Exceeded maximum file size"',
      [file('a.png', 3_145_729, 'image/png')],
      ['Exceeded maximum file size'],
      'an error occurred',
    ],
    ['10 files are accepted', Array.from({ length: 10 }, () => file('a.png', 1, 'image/png')), [], undefined],
    [
      'the 11th: "Exceeded maximum files count"',
      Array.from({ length: 11 }, () => file('a.png', 1, 'image/png')),
      ['Exceeded maximum files count'],
      'an error occurred',
    ],
  ])('%s', (_rule, files, reasons, error) => {
    const check = checkFiles(GENERIC_UPLOAD_RULE, files);
    expect(check.rejected.map((rejection) => rejection.reason)).toEqual(reasons);
    expect(check.error).toBe(error);
  });
});

describe('checkFiles: issue upload (csv or pdf, 10 MB = 10485760 bytes)', () => {
  it.each([
    ['a pdf of 10,485,760 bytes', file('pos.pdf', 10_485_760, 'application/pdf'), undefined],
    [
      'a pdf of 10,485,761 bytes',
      file('pos.pdf', 10_485_761, 'application/pdf'),
      'Exceeded maximum file size',
    ],
    ['a csv', file('pos.csv', 100, 'text/csv'), undefined],
    ['a csv from Excel on Windows', file('pos.csv', 100, 'application/vnd.ms-excel'), undefined],
    ['a csv with no type from the browser', file('pos.csv', 100, ''), undefined],
    ['a text file is "Not supported"', file('notes.txt', 100, 'text/plain'), 'Not supported'],
    ['an image is "Not supported"', file('pos.jpg', 100, 'image/jpeg'), 'Not supported'],
  ])('%s', (_rule, candidate, reason) => {
    expect(checkFiles(ISSUE_UPLOAD_RULE, [candidate]).rejected[0]?.reason).toBe(reason);
  });
  it('offers the types to the file input', () => {
    expect(acceptAttribute(ISSUE_UPLOAD_RULE)).toContain('.csv');
    expect(acceptAttribute(GENERIC_UPLOAD_RULE)).toBeUndefined();
  });
});

describe('checkFiles: onboarding (PNG, JPEG or PDF, 1 to 10 files)', () => {
  it('no file: "Required"', () => {
    expect(checkFiles(ONBOARDING_UPLOAD_RULE, []).error).toBe('Required');
  });
  it('a wrong type beside valid files is rejected alone', () => {
    const check = checkFiles(ONBOARDING_UPLOAD_RULE, [
      file('a.pdf', 1, 'application/pdf'),
      file('b.gif', 1, 'image/gif'),
    ]);
    expect([check.accepted.length, check.rejected[0]?.reason, check.error]).toEqual([
      1,
      'Not supported',
      'an error occurred',
    ]);
  });
});

describe('detectFileType: the API judges uploads by content', () => {
  it.each([
    ['PDF starts with %PDF-', text('%PDF-1.7\n'), 'pdf'],
    ['PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['JPEG signature', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['CSV is text', text('batch,volume\nB-1,100.5\n'), 'csv'],
    ['CSV with a UTF-8 byte order mark', bytes(0xef, 0xbb, 0xbf, ...text('a;b\r\n')), 'csv'],
    ['UTF-8 text beyond ASCII is still text', text('Société,Zürich\n'), 'csv'],
    ['a NUL byte is binary', bytes(0x61, 0x00, 0x62), null],
    ['a ZIP (an .xlsx) is none of ours', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00), null],
    ['an empty file', bytes(), null],
  ])('%s', (_rule, firstBytes, expected) => {
    expect(detectFileType(firstBytes)).toBe(expected);
  });
  it('a PDF renamed .csv is judged by its content', () => {
    expect(isContentAccepted(ONBOARDING_UPLOAD_RULE, detectFileType(text('batch,volume')))).toBe(false);
    expect(isContentAccepted(ISSUE_UPLOAD_RULE, detectFileType(text('%PDF-1.4')))).toBe(true);
  });
});
