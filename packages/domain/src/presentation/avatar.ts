// Platform spec §2 "User menu": colour by the sum of the name's character codes; initials from the
// first letters of the first two words. Colours are MUI's 600 shades, dark enough for white text.

export const AVATAR_PALETTE = [
  '#1e88e5',
  '#43a047',
  '#e53935',
  '#8e24aa',
  '#fb8c00',
  '#00897b',
  '#3949ab',
  '#d81b60',
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
