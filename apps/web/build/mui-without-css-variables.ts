import type { Plugin } from 'vite';

// MUI's createTheme and ThemeProvider import the CSS-variables theme and its provider (createThemeWithVars,
// CssVarsProvider with the colour-scheme script) even when a theme uses neither; they call them only for a
// theme with `cssVariables` or `colorSchemes`. The registry's theme has neither (app/theme.ts), so the build
// gives those two imports a stand-in, which takes about 7 kB gzipped off every page (docs/decisions/045).
// A theme that turns CSS variables on meets the stand-in's error on the first render: remove this plugin then.
const STAND_INS: Record<string, string> = {
  './createThemeWithVars.mjs': 'createThemeWithVars',
  './ThemeProviderWithVars.mjs': 'CssVarsProvider',
};
const IMPORTERS = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const PREFIX = '\0safc-mui-without-css-variables:';

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'safc-mui-without-css-variables',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the relative imports to the real files.
    enforce: 'pre',
    resolveId(source, importer) {
      const name = STAND_INS[source];
      if (!name || !importer || !IMPORTERS.test(importer)) return null;
      return PREFIX + name;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const body = `throw new Error('${name}: the registry builds MUI without CSS variables (apps/web/build/mui-without-css-variables.ts).');`;
      return name === 'CssVarsProvider'
        ? `export function CssVarsProvider() { ${body} }`
        : `export default function createThemeWithVars() { ${body} }`;
    },
  };
}
