import { alpha, styled, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

// Links in running text, tables and the footer, drawn as MUI's Link draws them (primary colour, a light
// underline, a focus ring), without Link's Typography variants and colour resolution: MUI's Link added about
// 1.2 kB gzipped to every public page's first visit (issue 14).

interface LinkLook {
  /** The surrounding text's colour, underlined on hover only (the footer on its dark band). */
  plain?: boolean;
}

const look = ({ theme, plain }: LinkLook & { theme: Theme }) => ({
  color: plain ? 'inherit' : theme.palette.primary.main,
  textDecoration: plain ? 'none' : 'underline',
  textDecorationColor: plain ? undefined : alpha(theme.palette.primary.main, 0.4),
  textUnderlineOffset: 2,
  '&:hover': { textDecoration: 'underline', textDecorationColor: 'inherit' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 },
});
const notLook = (prop: PropertyKey) => prop !== 'plain';

/** A link to a page of the app. */
export const TextLink = styled(RouterLink, { shouldForwardProp: notLook })<LinkLook>(look);
/** A link to a file or an address outside the app's routes. */
export const AnchorLink = styled('a', { shouldForwardProp: notLook })<LinkLook>(look);
