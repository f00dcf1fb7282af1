// Fills that tell a chart's series apart by more than colour (WCAG 1.4.1, issue 42): each series has a hue
// and a texture (solid, diagonal hatch, dots, cross-hatch), used by the bars and by the legend's marks alike.
// Drawn once per page (ChartPatterns) and referred to by id, as SVG paints are.

export type SeriesLook = 'solid' | 'hatch' | 'dots' | 'cross';

/** Hues with at least 3:1 against white (WCAG 1.4.11), the first the theme's primary. */
const HUES = { teal: '#0b5d57', blue: '#01579b', orange: '#a15c00', plum: '#6a3d7a' } as const;
export type SeriesHue = keyof typeof HUES;

export const seriesFill = (hue: SeriesHue, look: SeriesLook): string =>
  look === 'solid' ? HUES[hue] : `url(#chart-${look}-${hue})`;

const texture: Record<Exclude<SeriesLook, 'solid'>, (stroke: string) => React.ReactNode> = {
  hatch: (stroke) => <path d="M-1,1 l2,-2 M0,8 l8,-8 M7,9 l2,-2" stroke={stroke} strokeWidth={2} />,
  dots: (stroke) => <circle cx={4} cy={4} r={1.6} fill={stroke} />,
  cross: (stroke) => <path d="M0,0 L8,8 M8,0 L0,8" stroke={stroke} strokeWidth={1.5} />,
};

/** The patterns every chart on the page refers to: put once on a page with charts. */
export function ChartPatterns() {
  return (
    <svg width={0} height={0} aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        {Object.entries(HUES).flatMap(([hue, colour]) =>
          (Object.keys(texture) as (keyof typeof texture)[]).map((look) => (
            <pattern
              key={`${look}-${hue}`}
              id={`chart-${look}-${hue}`}
              width={8}
              height={8}
              patternUnits="userSpaceOnUse"
            >
              <rect width={8} height={8} fill={colour} />
              {texture[look]('#ffffff')}
            </pattern>
          )),
        )}
      </defs>
    </svg>
  );
}
