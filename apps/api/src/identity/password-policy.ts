import { passwordLengthProblem } from '@safc/domain';

// The embedded provider's password policy (issue 39 item 15, decision 087): the domain's lengths (12 to 128
// characters, ASVS 2.1.1) and no common or breached password (ASVS 2.1.7). The list is the 49,000 most common
// passwords of public breaches that zxcvbn-ts ships (@zxcvbn-ts/language-common), read from node_modules: no
// network at run time. It costs about 120 ms to load, so it is loaded at the first check, not at start.

let commonPasswords: Promise<ReadonlySet<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ));

export const COMMON_PASSWORD_PROBLEM =
  'This password is too common: it appears in lists of breached passwords. Choose another';

/**
 * A common password with digits or signs around it ('Password2024!', '123456monkey') is as easy to guess, so
 * the letters at its heart are looked up too, not only the whole password.
 */
function candidatesOf(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lettersAtHeart(lower);
  return core.length >= 4 && core !== lower ? [lower, core] : [lower];
}

/** The text from its first letter to its last: a loop, not a pattern anchored at the end (decision 093). */
function lettersAtHeart(text: string): string {
  const characters = [...text];
  const isLetter = (character: string | undefined) => character !== undefined && /\p{L}/u.test(character);
  let start = 0;
  let end = characters.length;
  while (start < end && !isLetter(characters[start])) start += 1;
  while (end > start && !isLetter(characters[end - 1])) end -= 1;
  return characters.slice(start, end).join('');
}

/** What is wrong with a new password, in the words the pages show; undefined when it may be used. */
export async function passwordProblem(password: string): Promise<string | undefined> {
  // The length first: the letters' pattern below then runs on at most 128 characters.
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const common = await loadCommonPasswords();
  return candidatesOf(password).some((candidate) => common.has(candidate))
    ? COMMON_PASSWORD_PROBLEM
    : undefined;
}
