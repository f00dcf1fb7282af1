// Platform spec §2 "User menu": colour by the sum of the name's character codes; initials from the
// first letters of the first two words. Colours are MUI's 800 shades (brown and blue grey 600): each gives
// white initials at least 5:1 contrast, WCAG AA for the 15 px initials (issue 14; the 600 shades fell to 3:1).

export const AVATAR_PALETTE = [
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#bf360c',
  '#00695c',
  '#283593',
  '#ad1457',
  '#6d4c41',
  '#546e7a',
] as const;

const wordsOf = (name: string): string[] => name.trim().split(/\s+/).filter(Boolean);

/** "Ada Lovelace King" -> "AL"; "ada" -> "A"; "" -> "". Upper-cased so lower-case names read as initials. */
export function avatarInitials(name: string): string {
  return wordsOf(name)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

export function avatarColor(name: string): string {
  let sum = 0;
  for (let index = 0; index < name.length; index += 1) sum += name.charCodeAt(index);
  return AVATAR_PALETTE[sum % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}
