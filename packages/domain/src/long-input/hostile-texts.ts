// Texts of 100,000 characters shaped to make a backtracking pattern try every split of them (issue 39: a
// 120,000-digit volume held the whole API for 14-25 s). Each ends in a character that breaks the match, so a
// pattern that can split the run in several ways tries them all before giving up.

export const HOSTILE_LENGTH = 100_000;

const runOf = (unit: string, end: string): string =>
  unit.repeat(Math.floor((HOSTILE_LENGTH - end.length) / unit.length)) + end;

export const HOSTILE_TEXTS: Record<string, string> = {
  digits: runOf('1', 'x'),
  'digits with a point': `${runOf('1', '')}.x`,
  'digits and points': runOf('1.', 'x'),
  'digits and colons': runOf('1:', 'x'),
  'digits and dashes': runOf('1-', 'x'),
  letters: runOf('a', '!'),
  'letters and points': runOf('a.', '@'),
  'an address with a long host': `a@${runOf('a.', '@')}`,
  'an address without its @': runOf('a', ' @'),
  spaces: runOf(' ', 'x'),
  'spaces and a star': ` *${runOf(' ', 'x')}`,
  slashes: runOf('/', 'x'),
  dashes: runOf('-', 'x'),
  hex: runOf('0', 'g'),
  base64: runOf('A', '!'),
  'a serial': `SAFCA-2026-${runOf('1', 'x')}`,
  'a query weight': `q=0.${runOf('0', 'x')}`,
  'upper and lower': runOf('aB', '!'),
  marks: runOf('\u0301', 'x'),
};
