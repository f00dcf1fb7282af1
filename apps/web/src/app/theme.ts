import { createTheme } from '@mui/material/styles';
import { LAYOUT_BREAKPOINT_PX, SMALL_SCREEN_BREAKPOINT_PX } from '@safc/domain';

// A calm registry look: deep teal for the frame, a fresher SAF green for accents, neutral surfaces.
// Every colour that carries text meets WCAG AA (4.5:1) against white and the page background, here in the
// theme rather than page by page (issue 14): the secondary green, info blue and warning orange are darker
// than MUI's defaults, and the avatar, toggle buttons and disabled helper text get readable colours.
// Breakpoint md is the spec's 960 px small-screen boundary (drawer toggling), lg its 1200 px layout one.
export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 600, md: SMALL_SCREEN_BREAKPOINT_PX, lg: LAYOUT_BREAKPOINT_PX, xl: 1536 },
  },
  palette: {
    mode: 'light',
    primary: { main: '#0b5d57', light: '#3f8c84', dark: '#06413c', contrastText: '#ffffff' },
    secondary: { main: '#1f7a52', light: '#2e9d6b', dark: '#155c3c', contrastText: '#ffffff' },
    info: { main: '#01579b', light: '#0288d1', dark: '#003c6c', contrastText: '#ffffff' },
    warning: { main: '#a15c00', light: '#ed6c02', dark: '#6f3f00', contrastText: '#ffffff' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
    text: { primary: '#18302d', secondary: '#51625f' },
    divider: '#dce5e3',
  },
  shape: { borderRadius: 8 },
  typography: {
    // The system's own interface face: no font file on any page's first load, no swap, no shift (decision 037).
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Roboto, "Helvetica Neue", Arial, sans-serif',
    // A heading breaks inside a word longer than its line: a page, card or dialog titled by a name of 200
    // characters and no space (an account, a company) ran the page 4,000 px past a 1280 px window.
    h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.01em', overflowWrap: 'anywhere' },
    h2: { fontSize: '1.75rem', fontWeight: 700, overflowWrap: 'anywhere' },
    h3: { fontSize: '1.375rem', fontWeight: 600, overflowWrap: 'anywhere' },
    h4: { fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'anywhere' },
    h5: { fontSize: '1.125rem', fontWeight: 600, overflowWrap: 'anywhere' },
    h6: { fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // MUI writes avatar initials in the page background colour; white reads better on every avatar colour.
    MuiAvatar: { styleOverrides: { colorDefault: { color: '#ffffff' } } },
    // A disabled field's helper text says why it is disabled, so it must stay readable.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    // A list item's focus is a background tint, which the side menu's tint for the current page hides: a
    // ring shows where the keyboard is on every list item, current or not (WCAG 2.4.7).
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        }),
      },
    },
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dce5e3' } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // Names in breadcrumbs, lists and steps (an account's, a company's) break inside a long word too, where
    // a flex item would otherwise keep the whole word's width.
    MuiBreadcrumbs: { styleOverrides: { li: { minWidth: 0, overflowWrap: 'anywhere' } } },
    MuiListItemText: { styleOverrides: { root: { minWidth: 0, overflowWrap: 'anywhere' } } },
    MuiStepLabel: { styleOverrides: { labelContainer: { minWidth: 0, overflowWrap: 'anywhere' } } },
  },
});
