import { describe, expect, it } from 'vitest';
import { withPageMeta } from '../../src/services/public/public-page-meta';

// Issue 39: the page's head was written with String.replace and a string holding what a company typed, so a
// fuel producer or a claimant named with "$`" pasted the start of the page into the head, and "$&" the
// matched "</head>". The tags go in as they are.
const INDEX_HTML =
  '<!doctype html><html><head><title>SAFc Registry</title><meta name="description" content="x" /></head>' +
  '<body><div id="root"></div></body></html>';

describe('the public page head holds a company name with $ patterns as typed', () => {
  it.each([
    ['$`', 'Fuels $` Ltd'],
    ["$'", "Fuels $' Ltd"],
    ['$&', 'Fuels $& Ltd'],
    ['$$', 'Fuels $$ Ltd'],
  ])('%s', (_pattern, company) => {
    const html = withPageMeta(INDEX_HTML, {
      title: 'SAFCA-2026-000001: 10 t SAFcA | SAFc Registry',
      description: `SAFcA unit SAFCA-2026-000001, claimed by ${company}. Fuel: UCO from ${company}.`,
      url: 'http://registry.test/registry/SAFCA-2026-000001',
    });
    const escaped = company.replace(/&/g, '&#38;').replace(/'/g, '&#39;');
    expect(html).toContain(
      `<meta property="og:description" content="SAFcA unit SAFCA-2026-000001, claimed by ${escaped}.`,
    );
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<!doctype/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });
});
