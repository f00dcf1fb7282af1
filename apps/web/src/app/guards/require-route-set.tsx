import { Navigate, Outlet } from 'react-router';
import { routeSetFor, type RouteName } from '@safc/domain';
import { useSession } from '../../lib/session/session-context';

/** A named route is open to the user only when it is in their route set (admin or company user). */
export function RequireRouteSet({ name }: { name: RouteName }) {
  const { permissions, defaultPath } = useSession();
  if (!permissions) return null;
  return routeSetFor(permissions).includes(name) ? <Outlet /> : <Navigate to={defaultPath} replace />;
}
