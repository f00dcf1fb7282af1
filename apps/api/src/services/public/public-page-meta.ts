import { formatNumber } from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { getPublicUnitPage } from './get-public-unit-page';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (og:url). */
  url: string;
}

const tonnes = (value: string) =>
  `${formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} t`;

/**
 * Title, description and Open Graph facts of a public page, written into the HTML the server sends, so a link
 * shared in a chat or a post previews the unit itself (crawlers run no JavaScript). Null for other pages.
 */
export async function publicPageMeta(db: DbOrTx, publicUrl: string, path: string): Promise<PageMeta | null> {
  const url = `${publicUrl}${path}`;
  if (path === '/registry') {
    return {
      title: 'Public unit registry | SAFc Registry',
      description:
        'Every SAFcA and SAFcE certificate issued in the SAFc Registry: held, claimed or expired, with its fuel.',
      url,
    };
  }
  const match = /^\/registry\/(SAFC[AE]-\d{4}-\d{1,12})$/i.exec(path);
  if (!match?.[1]) return null;
  try {
    const unit = await getPublicUnitPage(db, { serial: match[1].toUpperCase() });
    const state = unit.claim
      ? `claimed${unit.claim.retirementYear ? ` for ${unit.claim.retirementYear}` : ''}${unit.claim.claimant ? ` by ${unit.claim.claimant}` : ''}`
      : unit.status === 'active'
        ? 'held'
        : unit.status;
    const fuel = [unit.fuel.feedstock, unit.fuel.producer].filter(Boolean).join(' from ');
    return {
      title: `${unit.serial}: ${tonnes(unit.volume)} ${unit.unitType} | SAFc Registry`,
      description: `${unit.unitType} unit ${unit.serial}, ${tonnes(unit.volume)} of neat SAF abating ${tonnes(unit.co2Abated)} CO2e, ${state}.${fuel ? ` Fuel: ${fuel}.` : ''}`,
      url,
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app's index.html with the page's title, description and Open Graph tags in place of the defaults. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="SAFc Registry" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ].join('\n    ');
  return (
    indexHtml
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      // A replacer function, not a string: a string's $` $& $' would rewrite the head with what a company
      // typed (a name holding "$`" repeated the page's start into it, issue 39).
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}
