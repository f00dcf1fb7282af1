// A page that sends the browser to sign in may ask to be shown again afterwards: an invitee who signs in
// from their invitation's page comes back to its form rather than to the default page, and someone asked for
// their password again to create an API token comes back to Profile settings (docs/decisions/091). Only
// those paths are accepted, so a stored value can never send a user off the registry.

const KEY = 'safc.returnAfterSignIn';
const RETURNABLE = /^(\/register\/[\w-]+\/[\w-]+|\/profile-settings)$/;

export function returnAfterSignIn(path: string): void {
  if (RETURNABLE.test(path)) sessionStorage.setItem(KEY, path);
}

/** The path to show after sign-in, once: reading it forgets it. */
export function takeReturnAfterSignIn(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && RETURNABLE.test(path) ? path : null;
}
