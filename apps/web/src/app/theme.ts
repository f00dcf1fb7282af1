import { createTheme } from '@mui/material/styles';

// A calm registry look: deep teal for the frame, a fresher SAF green for accents, neutral surfaces.
// Breakpoint md is the spec's 960 px small-screen boundary (drawer toggling), lg its 1200 px layout one.
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: '#0b5d57', light: '#3f8c84', dark: '#06413c', contrastText: '#ffffff' },
    secondary: { main: '#2e9d6b', light: '#5fc194', dark: '#1f734d', contrastText: '#ffffff' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
    text: { primary: '#18302d', secondary: '#51625f' },
    divider: '#dce5e3',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dce5e3' } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
