import { can, type PermissionAction, type PermissionTarget, type PermissionThing } from '@safc/domain';
import { useSession } from './session/session-context';

/** The domain's `can` for the signed-in user and selected company: buttons show only when it allows. */
export function usePermission() {
  const { permissions } = useSession();
  return (action: PermissionAction, thing: PermissionThing, target?: PermissionTarget): boolean =>
    permissions !== null && can(permissions, action, thing, target);
}
