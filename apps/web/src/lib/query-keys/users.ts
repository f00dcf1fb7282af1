// Query keys of a user's sign-in lock (issue 15 §5): under 'users', so every change to people refreshes it too.
export const signInLockKeys = {
  of: (userId: string) => ['users', 'sign-in-lock', userId] as const,
};
