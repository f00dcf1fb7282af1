import { useDeferredValue } from 'react';
import { LazyAlert } from '../../../components/lazy-alert';
import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/plain-button';
import Paper from '@mui/material/Paper';
import { PlaceholderLine } from '../../../components/placeholder-line';
import Typography from '@mui/material/Typography';
import { useLandingStatistics } from '../api/get-landing-page';
import { statisticTiles } from '../lib/statistic-tiles';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
};

export function LandingStatistics() {
  const statistics = useLandingStatistics();
  // The tiles render in a transition, in slices, not in the task in which the answer arrives (issue 14).
  const data = useDeferredValue(statistics.data);

  if (statistics.isError) {
    return (
      <LazyAlert
        severity="info"
        action={
          <PlainButton color="inherit" size="small" onClick={() => void statistics.refetch()}>
            Try again
          </PlainButton>
        }
      >
        The registry's statistics are not available right now.
      </LazyAlert>
    );
  }

  return (
    <Box sx={grid} aria-busy={data === undefined}>
      {data
        ? statisticTiles(data).map((tile) => (
            <Paper
              key={tile.key}
              variant="outlined"
              sx={{ p: 3, borderTop: 4, borderTopColor: 'secondary.main' }}
            >
              <Typography
                component="p"
                sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700, color: 'primary.dark' }}
              >
                {tile.value}
              </Typography>
              <Typography color="text.secondary">{tile.label}</Typography>
              {tile.note && (
                <Typography
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  sx={{ mt: 0.5, lineHeight: 1.4 }}
                >
                  {tile.note}
                </Typography>
              )}
            </Paper>
          ))
        : Array.from({ length: 8 }, (_, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 3 }}>
              <PlaceholderLine width="60%" height={44} />
              <PlaceholderLine width="80%" />
            </Paper>
          ))}
    </Box>
  );
}
