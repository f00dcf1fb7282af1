/** Keys, hashes and addresses: monospace, broken anywhere rather than overflowing a phone's width. */
export const monospace = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordBreak: 'break-all',
} as const;
