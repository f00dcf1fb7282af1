import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The registry's mark: a leaf over a flight path, drawn inline so it needs no request. */
export function RegistryMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#0b5d57" />
      <path d="M14 38c10-2 20-8 30-22 2 12-2 26-16 30-5 1.5-10 0-14-8z" fill="#7fd1b9" />
      <path d="M12 46c12-4 22-12 32-26" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </Box>
  );
}

export function RegistryLogo({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <RegistryMark size={size} />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.56,
          letterSpacing: '-0.01em',
          color: inverted ? '#fff' : 'primary.dark',
          whiteSpace: 'nowrap',
        }}
      >
        SAFc Registry
      </Typography>
    </Box>
  );
}
