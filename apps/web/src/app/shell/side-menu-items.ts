import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { can, ROUTE_PATHS, SIDE_MENU_LABELS, sideMenuFor, type SideMenuItem } from '@safc/domain';
import type { Me } from '@safc/domain';
import type { Session } from '../../lib/session/session-context';

const ICONS: Record<SideMenuItem, SvgIconComponent> = {
  COMPANY: BusinessOutlinedIcon,
  COMPANIES: ApartmentOutlinedIcon,
  ACCOUNTS: AccountBalanceWalletOutlinedIcon,
  COLLEAGUES: GroupOutlinedIcon,
  USERS: ManageAccountsOutlinedIcon,
  ACTIONS: TaskAltOutlinedIcon,
  HOLDINGS: Inventory2OutlinedIcon,
  LOGS: ReceiptLongOutlinedIcon,
  BILLING: RequestQuoteOutlinedIcon,
  PEERS: HubOutlinedIcon,
};

export interface SideMenuEntry {
  name: SideMenuItem;
  label: string;
  path: string;
  Icon: SvgIconComponent;
}

/** Which of the user's accounts may show their units: asked of the domain's `can`, never restated. */
function hasVisibleAccounts(session: Session, me: Me): boolean {
  const permissions = session.permissions;
  if (!permissions) return false;
  return me.accountMemberships.some((membership) =>
    can(permissions, 'ViewUnits', 'Account', {
      accountId: membership.accountId,
      companyId: membership.companyId,
    }),
  );
}

/** Platform spec §2 "Side menu": the domain decides the items; the shell adds their icons and paths. */
export function sideMenuEntries(session: Session): SideMenuEntry[] {
  const { me, permissions } = session;
  if (!me || !permissions) return [];
  const items = sideMenuFor(permissions, {
    hasVisibleAccounts: hasVisibleAccounts(session, me),
    accountsExist: me.accountsExist,
  });
  return items.map((name) => ({
    name,
    label: SIDE_MENU_LABELS[name],
    path: ROUTE_PATHS[name],
    Icon: ICONS[name],
  }));
}
