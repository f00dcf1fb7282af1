import { createContext, useContext } from 'react';
import type { PermissionContext } from '@safc/domain';
import type { CompanySelection } from '../company-selection';
import type { Me } from '@safc/domain';

/**
 * signedOut: no internal token. loading: the profile is on its way (a blocking loader shows).
 * profileMissing: the API does not know the signed-in user (the "couldn't find your profile" dialog).
 * failed: the profile could not be loaded for another reason (the generic error screen).
 */
export type SessionStatus = 'signedOut' | 'loading' | 'signedIn' | 'profileMissing' | 'failed';

export interface Session {
  status: SessionStatus;
  isAuthenticated: boolean;
  me: Me | undefined;
  error: unknown;
  /** Built by the domain from the user and the selected company; null until the profile is in. */
  permissions: PermissionContext | null;
  selectedCompany: CompanySelection | null;
  selectCompany(companyId: string): void;
  /** Where the logo, unknown paths and a finished sign-in lead. */
  defaultPath: string;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionProvider above it.');
  return session;
}
