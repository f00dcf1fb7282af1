// Drafts the forms keep in this browser's local storage (the issue wizard's: features/issuance/lib/issue-
// draft.ts), each under a key that starts with DRAFT_PREFIX. The user menu's Logout removes them all; a
// sign-out of the registry's (inactivity, a session ended elsewhere) keeps them, so the work survives it
// (docs/decisions/125).
export const DRAFT_PREFIX = 'safc.draft.';

export function removeAllDrafts(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(DRAFT_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // No storage, no drafts.
  }
}
