import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// index.html carries MUI's CssBaseline for this theme as its own style (docs/decisions/060): a change of the
// theme's text colour, page background or type must change it there too.
const indexHtml = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
const bodyRule = /\bbody \{([^}]*)\}/.exec(indexHtml)?.[1] ?? '';

describe("index.html's base style", () => {
  it("is the theme's CssBaseline", () => {
    expect(bodyRule).toContain(`color: ${theme.palette.text.primary};`);
    expect(bodyRule).toContain(`background-color: ${theme.palette.background.default};`);
    expect(bodyRule).toContain(`font-family: ${theme.typography.fontFamily};`);
    expect(bodyRule).toContain(`font-weight: ${theme.typography.body1.fontWeight};`);
    expect(bodyRule).toContain(`font-size: ${theme.typography.body1.fontSize};`);
    expect(bodyRule).toContain(`line-height: ${theme.typography.body1.lineHeight};`);
    expect(theme.typography.body1.letterSpacing).toBeUndefined();
    expect(indexHtml).toContain(`strong, b { font-weight: ${theme.typography.fontWeightBold}; }`);
    expect(theme.components?.MuiCssBaseline).toBeUndefined();
  });
});
