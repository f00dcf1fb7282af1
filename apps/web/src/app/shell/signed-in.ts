// The signed-in frame, loaded as one chunk: the shell and the guard that selects a company named in the
// address. Both stay off the public pages' first load (issue 14): the guard's permission rules would add about
// 4 kB to every public page.
export { AppShell } from './app-shell';
export { CompanyFromAddress } from '../guards/company-from-address';
