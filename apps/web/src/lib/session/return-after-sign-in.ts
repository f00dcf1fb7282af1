// A page that sends the browser to sign in may ask to be shown again afterwards: an invitee who signs in
// from their invitation's page comes back to its form rather than to the default page. Only registration
// paths are accepted, so a stored value can never send a user off the registry or into the shell.

const KEY = 'safc.returnAfterSignIn';
const RETURNABLE = /^\/register\/[\w-]+\/[\w-]+$/;

export function returnAfterSignIn(path: string): void {
  if (RETURNABLE.test(path)) sessionStorage.setItem(KEY, path);
}

/** The path to show after sign-in, once: reading it forgets it. */
export function takeReturnAfterSignIn(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && RETURNABLE.test(path) ? path : null;
}
