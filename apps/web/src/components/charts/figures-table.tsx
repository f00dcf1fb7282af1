import { styled } from '@mui/material/styles';
import type { Figures } from './figures';

// A chart's figures as a table (issue 42): native table elements, so a screen reader reads headers with cells.

const Frame = styled('div')({ overflowX: 'auto', maxWidth: '100%' });

const Table = styled('table')(({ theme }) => ({
  borderCollapse: 'collapse',
  width: '100%',
  ...theme.typography.body2,
  '& caption': {
    textAlign: 'left',
    captionSide: 'top',
    padding: theme.spacing(0, 0, 1),
    color: theme.palette.text.secondary,
  },
  '& th, & td': {
    padding: theme.spacing(0.75, 1.5),
    borderBottom: `1px solid ${theme.palette.divider}`,
    whiteSpace: 'nowrap',
  },
  '& thead th': { fontWeight: 600, textAlign: 'left', borderBottomColor: theme.palette.grey[600] },
  '& .numeric': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
}));

export function FiguresTable({
  caption,
  figures,
  cellText,
}: {
  caption: string;
  figures: Figures;
  /** How a value cell reads (tonnes grouped with three decimals); the first cell is shown as it is. */
  cellText: (value: string | number, column: number) => string;
}) {
  return (
    // A wide table scrolls sideways on a phone: the frame takes the keyboard's focus so it can be scrolled
    // without a pointer (WCAG 2.1.1, axe's scrollable-region-focusable).
    <Frame tabIndex={0} role="region" aria-label={`${caption}: table`}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {figures.columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.length === 0 && (
            <tr>
              <td colSpan={figures.columns.length}>Nothing in this period.</td>
            </tr>
          )}
          {figures.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" style={{ fontWeight: 400, textAlign: 'left' }}>
                    {value}
                  </th>
                ) : (
                  <td key={index} className={figures.columns[index]?.numeric ? 'numeric' : undefined}>
                    {cellText(value, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
