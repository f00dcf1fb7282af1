import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@safc/domain';
import { seriesFill, type SeriesHue, type SeriesLook } from './chart-patterns';
import { tickName } from './figures';

export interface BarSeries {
  id: string;
  label: string;
  /** Tonnes per category, as numbers for drawing only (the table and the CSV keep the exact decimals). */
  data: number[];
  hue: SeriesHue;
  look: SeriesLook;
  /** Series with the same stack are drawn one on another (unit types); others side by side. */
  stack?: string;
}

const tonnes = (value: number | null) =>
  value === null ? '' : `${formatNumber(value, { maximumFractionDigits: 3 })} t`;

/**
 * A bar chart of tonnes per category (MUI X Charts' parts, SVG: the plot, its axes and the legend; no tooltip,
 * zoom or brush, whose popper and buttons would add 16 kB to the page for what the table already says): horizontal when the categories are names (feedstocks,
 * processes), vertical along months and bands. The chart is an image to assistive technology with its title
 * as its name; its figures are the card's table.
 */
export function SeriesBarChart({
  title,
  categories,
  series,
  horizontal = false,
  height,
}: {
  title: string;
  categories: string[];
  series: BarSeries[];
  horizontal?: boolean;
  height?: number;
}) {
  // Empty axes say nothing: say what the table says (a company that never claimed, a period without issuance).
  if (categories.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        Nothing in this period.
      </Typography>
    );
  const band = { scaleType: 'band' as const, data: categories, valueFormatter: tickName };
  const valueFormatter = (v: number | null) => tonnes(v);
  const drawnHeight = height ?? (horizontal ? Math.max(160, 36 * categories.length + 80) : 300);
  return (
    <div role="img" aria-label={`${title}: chart; the figures are in the table (Show table)`}>
      <ChartsDataProvider
        height={drawnHeight}
        xAxis={horizontal ? [{ valueFormatter, label: 'Tonnes', height: 48 }] : [{ ...band, height: 40 }]}
        yAxis={horizontal ? [{ ...band, width: 150 }] : [{ valueFormatter, label: 'Tonnes', width: 80 }]}
        series={series.map((each) => ({
          type: 'bar' as const,
          layout: horizontal ? ('horizontal' as const) : ('vertical' as const),
          id: each.id,
          label: each.label,
          data: each.data,
          stack: each.stack,
          color: seriesFill(each.hue, each.look),
          valueFormatter: tonnes,
        }))}
        skipAnimation
      >
        <ChartsLegend sx={{ mb: 1 }} />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </ChartsDataProvider>
    </div>
  );
}
