import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Short label and value pairs stacked in one table cell, so a wide row of claim facts stays readable. */
export function LabelledValues({ items }: { items: [label: string, value: string][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.75 }}>
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography
            component="dt"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 1.3 }}
          >
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, lineHeight: 1.4 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
