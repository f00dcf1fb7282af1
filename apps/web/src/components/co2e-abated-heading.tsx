import Box from '@mui/material/Box';

/**
 * The heading of a CO2e abated column: what the figure is, on a second line so the column stays narrow
 * (a well-to-wake difference against the declared baseline, not a CORSIA figure: docs/decisions/023).
 */
export function Co2eAbatedHeading() {
  return (
    <>
      CO2e abated (t)
      <Box
        component="span"
        sx={{ display: 'block', fontWeight: 400, fontSize: '0.75rem', color: 'text.secondary' }}
      >
        well-to-wake
      </Box>
    </>
  );
}
