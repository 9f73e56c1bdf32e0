import { useState } from 'react';
import type { ChartWrapper } from './google';
import type { ChartWrapperOf, ImageChartType } from './types';

/** What {@link useChartImage} returns: a ref for one `<Chart>`, and its image once drawn. */
export interface ChartImage {
  /**
   * The `ref` of the `<Chart>` to take the image of. Only a chart type Google Charts renders as an
   * image ({@link ImageChartType}: the core charts and `GeoChart`) accepts it: on a `Table`, a
   * `Gauge` or a material chart it is a type error.
   */
  ref: (chartWrapper: ChartWrapperOf<ImageChartType> | null) => void;
  /** Whether the chart is drawn, so that its image can be taken (the component re-renders when this changes). */
  ready: boolean;
  /** The drawn chart as a PNG data URI (`data:image/png;base64,…`); null until it is drawn. */
  getImageURI(): string | null;
  /** Saves the PNG as `fileName` (default `chart.png`). Returns false, saving nothing, until the chart is drawn. */
  download(fileName?: string): boolean;
  /** Opens the browser's print dialog for the image alone. Returns false, printing nothing, until the chart is drawn. */
  print(): boolean;
}

/**
 * The drawn chart as a PNG image, from Google Charts' `getImageURI`: its data URI, a download and
 * a print. Give `ref` to the chart's `ref`; the chart type must be one Google renders as an image.
 *
 * ```tsx
 * const image = useChartImage();
 * <Chart chartType="ColumnChart" data={data} ref={image.ref} />
 * <button disabled={!image.ready} onClick={() => image.download('sales.png')}>Download PNG</button>
 * ```
 */
export function useChartImage(): ChartImage {
  const [ready, setReady] = useState(false);
  const [actions] = useState(() => imageActions(setReady));
  return { ...actions, ready };
}

function imageActions(setReady: (ready: boolean) => void): Omit<ChartImage, 'ready'> {
  let wrapper: ChartWrapper | null = null;
  const getImageURI = () => {
    const chart = wrapper?.getChart() as { getImageURI?: () => string } | null | undefined;
    if (!chart) return null;
    // Reached only past the types (plain JavaScript, a cast): say which chart it was.
    if (!chart.getImageURI)
      throw new TypeError(
        `useChartImage: Google Charts cannot render a ${wrapper!.getChartType()} as an image (only the core charts and GeoChart)`,
      );
    return chart.getImageURI();
  };
  // Runs `handle` with the image when there is one; says whether there was.
  const withImage = (handle: (uri: string) => void) => {
    const uri = getImageURI();
    if (uri) handle(uri);
    return !!uri;
  };
  return {
    ref(chartWrapper) {
      wrapper = chartWrapper;
      setReady(!!chartWrapper?.getChart());
      // The wrapper exists once Google Charts has loaded. Its listeners go when <Chart> drops it.
      if (chartWrapper) {
        const { events } = google.visualization;
        events.addListener(chartWrapper, 'ready', () => setReady(true));
        events.addListener(chartWrapper, 'error', () => setReady(false));
      }
    },
    getImageURI,
    download: (fileName = 'chart.png') =>
      withImage((uri) => {
        const link = document.createElement('a');
        link.href = uri;
        link.download = fileName;
        // Attached while clicked: some browsers ignore a click on a detached link.
        document.body.append(link);
        link.click();
        link.remove();
      }),
    // The image in an invisible frame, printed once it has loaded, then the frame removed: the
    // page itself is not printed and no window opens.
    print: () =>
      withImage((uri) => {
        const frame = document.createElement('iframe');
        frame.style.cssText = 'position:fixed;width:0;height:0;border:0';
        document.body.append(frame);
        const view = frame.contentWindow!;
        const image = view.document.createElement('img');
        image.onload = () => {
          view.print();
          frame.remove();
        };
        image.style.maxWidth = '100%';
        image.src = uri;
        view.document.body.append(image);
      }),
  };
}
