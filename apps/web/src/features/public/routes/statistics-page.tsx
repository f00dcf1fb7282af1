import { lazy, Suspense, useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import type { StatisticsDimension, StatisticsSeries } from '@safc/domain';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { ChartCard } from '../../../components/charts/chart-card';
import { ChartPatterns } from '../../../components/charts/chart-patterns';
import type { BarSeries } from '../../../components/charts/series-bar-chart';
import {
  CHART_HEIGHT,
  SeriesBarChartWhenVisible,
} from '../../../components/charts/series-bar-chart-when-visible';
import type { Figures } from '../../../components/charts/figures';
import { WhenVisible } from '../../../components/charts/when-visible';
import { useStatisticsSeries } from '../api/get-statistics-series';
import { ListPageMain } from '../components/list-page-main';
import { StatisticsFilterBar } from '../components/statistics-filter-bar';
import { PUBLIC_LINKS } from '../lib/public-links';
import { claimCountryFigures, columnNumbers, itemFigures, monthByTypeFigures } from '../lib/series-figures';
import {
  periodFileSuffix,
  searchParamsOfStatistics,
  statisticsFiltersOf,
  type StatisticsFilters,
} from '../lib/statistics-filters';

/** Issued beside claimed: solid teal and hatched orange, so the two differ in texture as well as hue. */
const issuedAndClaimed = (figures: Figures): BarSeries[] => [
  { id: 'issued', label: 'Issued', data: columnNumbers(figures, 1), hue: 'teal', look: 'solid' },
  { id: 'claimed', label: 'Claimed', data: columnNumbers(figures, 2), hue: 'orange', look: 'hatch' },
];

// The maps (the world's outlines, d3-geo and the country codes: about 60 kB gzipped) load when the reader
// scrolls near them, not with the page's first visit.
const WorldMap = lazy(() =>
  import('../components/world-map').then(({ WorldMap }) => ({ default: WorldMap })),
);
const MAP_HEIGHT = 420;

const labels = (figures: Figures) => figures.rows.map((row) => String(row[0]));

function useSeries(by: StatisticsDimension, filters: StatisticsFilters) {
  return useStatisticsSeries({ by, ...filters });
}

/** The state of a chart's figures while they load or when they could not be read. */
function Pending({
  series,
  children,
}: {
  series: ReturnType<typeof useSeries>;
  children: () => React.ReactNode;
}) {
  if (series.isError)
    return <Typography role="alert">The figures could not be loaded. Try again later.</Typography>;
  if (!series.data)
    return <Box sx={{ height: CHART_HEIGHT }} aria-busy="true" aria-label="Loading the figures" />;
  return <>{children()}</>;
}

function ItemsCard({
  title,
  description,
  heading,
  by,
  filters,
  horizontal,
}: {
  title: string;
  description: string;
  heading: string;
  by: StatisticsDimension;
  filters: StatisticsFilters;
  horizontal?: boolean;
}) {
  const series = useSeries(by, filters);
  const figures = itemFigures(heading, series.data);
  return (
    <ChartCard
      title={title}
      description={description}
      figures={figures}
      fileName={`safc-statistics-${by}-${periodFileSuffix(filters)}`}
      chart={() => (
        <Pending series={series}>
          {() => (
            <SeriesBarChartWhenVisible
              title={title}
              categories={labels(figures)}
              series={issuedAndClaimed(figures)}
              horizontal={horizontal}
            />
          )}
        </Pending>
      )}
    />
  );
}

function MonthsCard({ filters }: { filters: StatisticsFilters }) {
  const safca = useStatisticsSeries({ by: 'month', ...filters, type: 'SAFcA' });
  const safce = useStatisticsSeries({ by: 'month', ...filters, type: 'SAFcE' });
  const shown = (type: 'SAFcA' | 'SAFcE', series: StatisticsSeries | undefined) =>
    filters.type === undefined || filters.type === type ? series : { by: 'month' as const, items: [] };
  const figures = monthByTypeFigures(shown('SAFcA', safca.data), shown('SAFcE', safce.data));
  const title = 'Issued and claimed per month';
  const series: BarSeries[] = [
    {
      id: 'issued-a',
      label: 'Issued SAFcA',
      data: columnNumbers(figures, 1),
      hue: 'teal',
      look: 'solid',
      stack: 'issued',
    },
    {
      id: 'issued-e',
      label: 'Issued SAFcE',
      data: columnNumbers(figures, 2),
      hue: 'blue',
      look: 'dots',
      stack: 'issued',
    },
    {
      id: 'claimed-a',
      label: 'Claimed SAFcA',
      data: columnNumbers(figures, 3),
      hue: 'orange',
      look: 'hatch',
      stack: 'claimed',
    },
    {
      id: 'claimed-e',
      label: 'Claimed SAFcE',
      data: columnNumbers(figures, 4),
      hue: 'plum',
      look: 'cross',
      stack: 'claimed',
    },
  ].filter((each) => filters.type === undefined || each.label.endsWith(filters.type)) as BarSeries[];
  return (
    <ChartCard
      title={title}
      description="Tonnes of neat SAF issued (by the month of issuance) and claimed (by the month of the claim), stacked by unit type."
      figures={figures}
      fileName={`safc-statistics-month-${periodFileSuffix(filters)}`}
      chart={() => (
        <Pending series={safca.isError || !safca.data ? safca : safce}>
          {() => <SeriesBarChartWhenVisible title={title} categories={labels(figures)} series={series} />}
        </Pending>
      )}
    />
  );
}

function MapCard({
  title,
  description,
  by,
  filters,
}: {
  title: string;
  description: string;
  by: 'producingCountry' | 'claimCountry';
  filters: StatisticsFilters;
}) {
  const series = useSeries(by, filters);
  const claimed = by === 'claimCountry';
  const figures = claimed ? claimCountryFigures(series.data) : itemFigures('Producing country', series.data);
  return (
    <ChartCard
      title={title}
      description={description}
      figures={figures}
      fileName={`safc-statistics-${by}-${periodFileSuffix(filters)}`}
      chart={() => (
        <Pending series={series}>
          {() => (
            <WhenVisible height={MAP_HEIGHT}>
              {() => (
                <Suspense fallback={<Box sx={{ minHeight: MAP_HEIGHT }} />}>
                  <WorldMap
                    title={title}
                    values={(series.data?.items ?? []).map((item) => ({
                      code: item.key,
                      tonnes: Number(claimed ? item.claimedTonnes : item.issuedTonnes),
                    }))}
                  />
                </Suspense>
              )}
            </WhenVisible>
          )}
        </Pending>
      )}
    />
  );
}

/** /statistics: the registry in pictures (issue 42), every chart under the period and unit type in the address. */
export function StatisticsPage() {
  useDocumentTitle('Statistics');
  const [params, setParams] = useSearchParams();
  const filters = statisticsFiltersOf(params);
  const change = useCallback(
    (next: StatisticsFilters) => setParams(searchParamsOfStatistics(next)),
    [setParams],
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={PUBLIC_LINKS} />
      <ListPageMain maxWidth="lg">
        <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
          Statistics
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          The registry&apos;s SAF certificates issued and claimed, by month, feedstock, conversion process,
          sustainability tier, emission reduction and country. Volumes are metric tonnes of neat SAF; every
          chart shows its figures as a table and as a CSV file.
        </Typography>
        <StatisticsFilterBar filters={filters} onChange={change} onClear={() => change({})} />
        <ChartPatterns />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
            <MonthsCard filters={filters} />
          </Box>
          <ItemsCard
            title="By feedstock"
            description="Tonnes issued and claimed in the period, by the feedstock the fuel was made from."
            heading="Feedstock"
            by="feedstock"
            filters={filters}
            horizontal
          />
          <ItemsCard
            title="By conversion process"
            description="Tonnes issued and claimed in the period, by the pathway that made the fuel."
            heading="Conversion process"
            by="process"
            filters={filters}
            horizontal
          />
          <ItemsCard
            title="By sustainability tier"
            description="Tonnes issued and claimed in the period, by the tier of their certificates."
            heading="Tier"
            by="tier"
            filters={filters}
          />
          <ItemsCard
            title="Emission reduction"
            description="How much the fuel cut emissions against the fossil baseline: tonnes in bands of 10 points."
            heading="Emission reduction"
            by="reduction"
            filters={filters}
          />
          <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
            <MapCard
              title="Producing countries"
              description="Tonnes issued in the period by the countries the product comes from; a product of several countries counts in each."
              by="producingCountry"
              filters={filters}
            />
          </Box>
          <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
            <MapCard
              title="Claim countries"
              description="Tonnes claimed in the period by the country each claim names."
              by="claimCountry"
              filters={filters}
            />
          </Box>
        </Box>
      </ListPageMain>
      <SiteFooter />
    </Box>
  );
}
