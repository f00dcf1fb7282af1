import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import { PlainButton } from '../plain-button';
import { downloadFiguresCsv, tonnesCell, type Figures } from './figures';
import { FiguresTable } from './figures-table';

/**
 * One chart of the statistics or the dashboard (issue 42): its title, the chart or its figures as a table (a
 * toggle, pressed when the table shows), and a CSV of exactly those figures. The chart is drawn only while it
 * shows, so a reader who prefers tables pays for none.
 */
export function ChartCard({
  title,
  description,
  figures,
  fileName,
  chart,
  cellText = (value) => (typeof value === 'number' ? String(value) : tonnesCell(value)),
}: {
  title: string;
  description?: string;
  figures: Figures;
  /** The CSV's name without its extension. */
  fileName: string;
  chart: () => ReactNode;
  cellText?: (value: string | number, column: number) => string;
}) {
  const [table, setTable] = useState(false);
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={headingId} variant="h4" component="h2" sx={{ fontSize: '1.15rem' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PlainButton
            size="small"
            variant="outlined"
            aria-pressed={table}
            startIcon={table ? <BarChartIcon /> : <TableChartOutlinedIcon />}
            onClick={() => setTable(!table)}
          >
            {table ? 'Show chart' : 'Show table'}
          </PlainButton>
          <PlainButton
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => downloadFiguresCsv(figures, fileName)}
            aria-label={`Download CSV: ${title}`}
          >
            CSV
          </PlainButton>
        </Box>
      </Box>
      {table ? <FiguresTable caption={title} figures={figures} cellText={cellText} /> : chart()}
    </Paper>
  );
}
