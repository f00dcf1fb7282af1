import { useMemo } from 'react';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { alpha2ToNumeric } from 'i18n-iso-countries';
import world from 'world-atlas/countries-110m.json';
import { formatNumber } from '@safc/domain';

// A world map of tonnes by country (issue 42): Natural Earth's 1:110m countries (world-atlas) in the Equal
// Earth projection (d3-geo), each country shaded by its share in five steps. The steps differ in lightness as
// well as hue, and the legend names each step's range, so the map does not rest on colour alone; its figures
// are the card's table.

const WIDTH = 960;
const HEIGHT = 470;
/** Light to dark: each step at least 3:1 against the next-but-one, the darkest 9:1 against white. */
const STEPS = ['#d4ebe7', '#9fcfc8', '#5fa79e', '#2b7a71', '#0b4b45'];
const NONE = '#eef1f1';

const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = feature(topology, topology.objects.countries).features;
const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], { type: 'Sphere' });
const pathOf = geoPath(projection);
const paths = countries.map((country) => ({
  id: String(country.id),
  name: country.properties.name,
  d: pathOf(country) ?? '',
}));

const tonnes = (value: number) => `${formatNumber(value, { maximumFractionDigits: 3 })} t`;

export function WorldMap({ title, values }: { title: string; values: { code: string; tonnes: number }[] }) {
  const { byNumeric, bounds } = useMemo(() => {
    const byNumeric = new Map<string, { tonnes: number; code: string }>();
    for (const value of values) {
      const numeric = alpha2ToNumeric(value.code);
      if (numeric && value.tonnes > 0) byNumeric.set(numeric, value);
    }
    const largest = Math.max(0, ...values.map((value) => value.tonnes));
    const bounds = STEPS.map((_, index) => (largest * (index + 1)) / STEPS.length);
    return { byNumeric, bounds };
  }, [values]);
  const stepOf = (value: number) =>
    Math.min(
      STEPS.length - 1,
      bounds.findIndex((bound) => value <= bound),
    );

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}: world map; the figures are in the table (Show table)`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {paths.map((country) => {
          const value = byNumeric.get(country.id);
          return (
            <path
              key={country.id + country.name}
              d={country.d}
              fill={value ? STEPS[stepOf(value.tonnes)] : NONE}
              stroke="#7a8a88"
              strokeWidth={0.4}
            >
              <title>{value ? `${country.name}: ${tonnes(value.tonnes)}` : country.name}</title>
            </path>
          );
        })}
      </svg>
      <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: '0.8rem', marginTop: 8 }}>
        {values.length === 0 ? (
          <span>Nothing in this period.</span>
        ) : (
          STEPS.map((colour, index) => (
            <span key={colour} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <span
                aria-hidden="true"
                style={{ width: 14, height: 14, background: colour, border: '1px solid #7a8a88' }}
              />
              {index === 0 ? 'up to ' : `${tonnes(bounds[index - 1] ?? 0)} – `}
              {tonnes(bounds[index] ?? 0)}
            </span>
          ))
        )}
      </figcaption>
    </figure>
  );
}
