import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { routePath } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { AccountSelector } from '../components/account-selector';
import { IssueSafcaLink } from '../components/issue-safca-link';
import { Scope3StatementButton } from '../components/scope-3-statement-button';
import { UnitsPanel } from '../components/units-panel';
import { useSelectedAccount } from '../lib/use-selected-account';

// The Units tab opens first; the pending actions' table, its batch steps and their words load when the tab is
// opened (issue 14: the page's first visit stays within its weight).
const PendingActionsPanel = lazy(() =>
  import('../components/pending-actions-panel').then(({ PendingActionsPanel }) => ({
    default: PendingActionsPanel,
  })),
);

type HoldingsTab = 'units' | 'pendingActions';

/** Holdings (platform spec §2): the units of an account, and the pendingActions tab. */
export function HoldingsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: HoldingsTab = params.get('tab') === 'pendingActions' ? 'pendingActions' : 'units';
  const { accounts, isLoading, selected, select } = useSelectedAccount();

  const changeTab = (next: HoldingsTab) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next === 'pendingActions') updated.set('tab', next);
      else updated.delete('tab');
      return updated;
    });

  return (
    <Box>
      <PageTitle
        title="Holdings"
        actions={
          // minWidth 0: a long account name shortens inside the selector on a phone instead of widening the page.
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              flexWrap: 'wrap',
              minWidth: 0,
              maxWidth: '100%',
            }}
          >
            {selected && <IssueSafcaLink permissions={session.permissions} account={selected} />}
            <Scope3StatementButton />
            {session.selectedCompany && (
              <Button component={RouterLink} to={routePath('COMPANY_DASHBOARD')} variant="outlined">
                Dashboard
              </Button>
            )}
            <AccountSelector
              accounts={accounts}
              selectedId={selected?.id ?? null}
              onSelect={select}
              showCompany={session.me?.isRegistryAdmin ?? false}
            />
          </Box>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: HoldingsTab) => changeTab(next)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="units" label="Units" />
        <Tab value="pendingActions" label="Pending actions" />
      </Tabs>
      {isLoading && <LinearProgress aria-label="Loading accounts" />}
      {!isLoading && !selected && (
        <Alert severity="info">You have no account whose units you may view.</Alert>
      )}
      {selected && tab === 'units' && <UnitsPanel key={selected.id} account={selected} />}
      {selected && tab === 'pendingActions' && (
        <Suspense fallback={<LinearProgress aria-label="Loading pending actions" />}>
          <PendingActionsPanel accountId={selected.id} />
        </Suspense>
      )}
    </Box>
  );
}
