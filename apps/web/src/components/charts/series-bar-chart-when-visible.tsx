import { lazy, Suspense, type ComponentProps } from 'react';
import { WhenVisible } from './when-visible';

// The bar charts' code (MUI X Charts, about 90 kB gzipped) loads after the page's text has painted, and each
// chart is drawn when the reader comes near it. On /statistics Lighthouse's phone painted the introduction,
// the page's largest text, only after that code had loaded, and drawing every chart at once blocked its main
// thread for 0.6 s (2026-12-02: performance 79-88, then 92-94).
const SeriesBarChart = lazy(() =>
  import('./series-bar-chart').then(({ SeriesBarChart }) => ({ default: SeriesBarChart })),
);

/** The space a chart holds until it is drawn: the height of a vertical one. */
export const CHART_HEIGHT = 300;

/** A SeriesBarChart, loaded and drawn when the reader comes near its place. */
export function SeriesBarChartWhenVisible(props: ComponentProps<typeof SeriesBarChart>) {
  return (
    <WhenVisible height={CHART_HEIGHT}>
      {() => (
        <Suspense fallback={<div style={{ minHeight: CHART_HEIGHT }} />}>
          <SeriesBarChart {...props} />
        </Suspense>
      )}
    </WhenVisible>
  );
}
