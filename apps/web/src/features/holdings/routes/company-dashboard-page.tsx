import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { UNIT_TYPES, routePath, statisticsMonthLabel, tonnesText, type CompanyDashboard } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { NativeSelectField } from '../../../components/native-fields';
import { PlainButton } from '../../../components/plain-button';
import { ChartCard } from '../../../components/charts/chart-card';
import { ChartPatterns } from '../../../components/charts/chart-patterns';
import { SeriesBarChartWhenVisible } from '../../../components/charts/series-bar-chart-when-visible';
import type { Figures } from '../../../components/charts/figures';
import { useSession } from '../../../lib/session/session-context';
import { usePermission } from '../../../lib/use-permission';
import { useCompanyDashboard } from '../api/get-company-dashboard';

const numbers = (figures: Figures, column: number) => figures.rows.map((row) => Number(row[column] ?? 0));
const labels = (figures: Figures) => figures.rows.map((row) => String(row[0]));

const holdingsFigures = (dashboard: CompanyDashboard | undefined): Figures => ({
  columns: [
    { label: 'Month' },
    { label: 'Held (t)', numeric: true },
    { label: 'Claimed (t)', numeric: true },
    { label: 'Expired (t)', numeric: true },
  ],
  rows: (dashboard?.holdings ?? []).map((row) => [
    statisticsMonthLabel(row.month),
    row.active,
    row.claimed,
    row.expired,
  ]),
});

const movementFigures = (dashboard: CompanyDashboard | undefined): Figures => ({
  columns: [
    { label: 'Month' },
    { label: 'Issued (t)', numeric: true },
    { label: 'Received (t)', numeric: true },
    { label: 'Transferred (t)', numeric: true },
    { label: 'Claimed (t)', numeric: true },
  ],
  rows: (dashboard?.movements ?? []).map((row) => [
    statisticsMonthLabel(row.month),
    row.issued,
    row.received,
    row.transferred,
    row.claimed,
  ]),
});

const abatedFigures = (dashboard: CompanyDashboard | undefined): Figures => ({
  columns: [
    { label: 'Claim year' },
    { label: 'CO2e abated (t)', numeric: true },
    { label: 'Claimed (t)', numeric: true },
    { label: 'Units', numeric: true },
  ],
  rows: (dashboard?.abatedByClaimYear ?? []).map((row) => [
    String(row.year),
    row.co2eAbatedTonnes,
    row.claimedTonnes,
    row.units,
  ]),
});

const scope3Figures = (dashboard: CompanyDashboard | undefined): Figures => ({
  columns: [{ label: 'Figure' }, { label: 'Value', numeric: true }],
  rows: dashboard
    ? [
        ['Claimed SAFcE (t)', dashboard.scope3.volume],
        ['CO2e abated (t)', dashboard.scope3.co2Abated],
        ['Claimed SAFcE units', dashboard.scope3.units],
      ]
    : [],
});

/**
 * /company/dashboard (issue 42): the selected company's holdings by status over time, its units issued,
 * received, transferred and claimed per month, the CO2e its claims abated by claim year and its Scope 3
 * statement's figures, each a chart with its table and CSV. The API answers only for the accounts the member
 * may view; the unit type and the statement's year are kept in the address.
 */
export function CompanyDashboardPage() {
  const { selectedCompany } = useSession();
  const allowed = usePermission();
  const [params, setParams] = useSearchParams();
  const type = UNIT_TYPES.find((each) => each === params.get('type'));
  const yearParam = Number(params.get('year'));
  const year = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 9999 ? yearParam : undefined;
  const companyId = selectedCompany?.companyId;
  const mayView = companyId !== undefined && allowed('View', 'Unit', { companyId });
  const dashboard = useCompanyDashboard(mayView ? companyId : undefined, { type, year });
  const data = dashboard.data;
  const set = (name: string, value: string | number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(name);
      else next.set(name, String(value));
      return next;
    });
  const suffix = `${type ?? 'all-types'}`;
  const holdings = holdingsFigures(data);
  const movements = movementFigures(data);
  const abated = abatedFigures(data);
  const scope3 = scope3Figures(data);
  const years = data ? [...new Set([...data.scope3.years, data.scope3.year])].sort().reverse() : [];

  return (
    <Box>
      <PageTitle
        title="Dashboard"
        actions={
          <PlainButton component={RouterLink} to={routePath('HOLDINGS')} variant="outlined">
            Holdings
          </PlainButton>
        }
      />
      {!mayView && <Alert severity="info">You may not view the units of a company here.</Alert>}
      {mayView && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
            {selectedCompany?.companyName}&apos;s units in the accounts you may view. Volumes are metric
            tonnes of neat SAF.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end', mb: 3 }}>
            <NativeSelectField
              label="Unit type"
              allLabel="SAFcA and SAFcE"
              value={type}
              options={UNIT_TYPES.map((each) => ({ value: each, label: each }))}
              onChange={(next) => set('type', next)}
              flex="0 1 200px"
            />
          </Box>
          {dashboard.isLoading && <LinearProgress aria-label="Loading the dashboard" />}
          {dashboard.isError && <Alert severity="error">The dashboard could not be loaded.</Alert>}
          <ChartPatterns />
          {data && (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <ChartCard
                title="Holdings by status over time"
                description="What the company held at the end of each month (this month: now), by the status the units had then."
                figures={holdings}
                fileName={`safc-dashboard-holdings-${suffix}`}
                chart={() => (
                  <SeriesBarChartWhenVisible
                    title="Holdings by status over time"
                    categories={labels(holdings)}
                    series={[
                      {
                        id: 'held',
                        label: 'Held',
                        data: numbers(holdings, 1),
                        hue: 'teal',
                        look: 'solid',
                        stack: 'all',
                      },
                      {
                        id: 'claimed',
                        label: 'Claimed',
                        data: numbers(holdings, 2),
                        hue: 'orange',
                        look: 'hatch',
                        stack: 'all',
                      },
                      {
                        id: 'expired',
                        label: 'Expired',
                        data: numbers(holdings, 3),
                        hue: 'plum',
                        look: 'dots',
                        stack: 'all',
                      },
                    ]}
                  />
                )}
              />
              <ChartCard
                title="Received, transferred and claimed per month"
                description="Units issued to the company, received from and transferred to other companies, and claimed."
                figures={movements}
                fileName={`safc-dashboard-movements-${suffix}`}
                chart={() => (
                  <SeriesBarChartWhenVisible
                    title="Received, transferred and claimed per month"
                    categories={labels(movements)}
                    series={[
                      {
                        id: 'issued',
                        label: 'Issued',
                        data: numbers(movements, 1),
                        hue: 'teal',
                        look: 'solid',
                      },
                      {
                        id: 'received',
                        label: 'Received',
                        data: numbers(movements, 2),
                        hue: 'blue',
                        look: 'dots',
                      },
                      {
                        id: 'transferred',
                        label: 'Transferred',
                        data: numbers(movements, 3),
                        hue: 'plum',
                        look: 'cross',
                      },
                      {
                        id: 'claimed',
                        label: 'Claimed',
                        data: numbers(movements, 4),
                        hue: 'orange',
                        look: 'hatch',
                      },
                    ]}
                  />
                )}
              />
              <ChartCard
                title="CO2e abated by claim year"
                description="Tonnes of CO2e abated (well-to-wake) by the units the company claimed, by the claim year of each claim."
                figures={abated}
                fileName={`safc-dashboard-co2e-${suffix}`}
                chart={() => (
                  <SeriesBarChartWhenVisible
                    title="CO2e abated by claim year"
                    categories={labels(abated)}
                    series={[
                      {
                        id: 'co2e',
                        label: 'CO2e abated',
                        data: numbers(abated, 1),
                        hue: 'teal',
                        look: 'solid',
                      },
                    ]}
                  />
                )}
              />
              <ChartCard
                title={`Scope 3 statement ${data.scope3.year}`}
                description="The figures of the Scope 3 statement (Holdings, Scope 3 statement): the SAFcE claimed for the year."
                figures={scope3}
                fileName={`safc-dashboard-scope-3-${data.scope3.year}`}
                cellText={(value, column) =>
                  column === 1 && typeof value === 'string' ? tonnesText(value) : String(value)
                }
                chart={() => (
                  <Box>
                    <NativeSelectField
                      label="Claim year"
                      value={data.scope3.year}
                      options={years.map((each) => ({ value: each, label: String(each) }))}
                      onChange={(next) => set('year', next)}
                      flex="0 1 160px"
                    />
                    <Box
                      component="dl"
                      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, mt: 2 }}
                    >
                      {scope3.rows.map(([label, value]) => (
                        <Box key={String(label)} sx={{ display: 'contents' }}>
                          <Typography component="dt" color="text.secondary">
                            {label}
                          </Typography>
                          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                            {typeof value === 'string' ? tonnesText(value) : value}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  </Box>
                )}
              />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
