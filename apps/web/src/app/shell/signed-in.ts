// The signed-in frame, loaded as one chunk: the shell and the guard that selects a company named in the
// address. Both stay off the public pages' first load (issue 14): the guard's permission rules would add about
// 4 kB to every public page.
export { AppShell } from './app-shell';
export { CompanyFromAddress } from '../guards/company-from-address';
// The inactivity logout (root-layout.tsx loads it for a signed-in user on any page): in this chunk, which a
// signed-in user loads anyway, rather than in one more request.
export { InactivityWatcher } from '../../features/auth/components/inactivity-watcher';
