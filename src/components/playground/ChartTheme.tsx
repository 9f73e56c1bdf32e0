import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChartDefaults, type ChartDefaultOptions } from 'chartwrap';
import { readReaderChartTheme, subscribeReaderChartTheme } from '../../browser/reader-chart-theme';
import { useColorMode } from '../ColorMode';

/** The site's colours a chart is drawn with (values of the colour variables of global.css). */
export interface ChartColors {
  /** `--c-bg`: the page, and the example's preview box. */
  background: string;
  /** `--c-text`: titles and legends. */
  text: string;
  /** `--c-text-muted`: axis labels and baselines. */
  muted: string;
  /** `--c-border`: gridlines. */
  grid: string;
}

/** The CSS variable each colour is read from. */
const CHART_COLOR_VARIABLES: Record<keyof ChartColors, string> = {
  background: '--c-bg',
  text: '--c-text',
  muted: '--c-text-muted',
  grid: '--c-border',
};

/** The chart options that draw a chart for a page of these colours (background, text, grid). */
export function chartThemeOptions({
  background,
  text,
  muted,
  grid,
}: ChartColors): ChartDefaultOptions {
  const axis = {
    textStyle: { color: muted },
    titleTextStyle: { color: text },
    gridlines: { color: grid },
    minorGridlines: { color: grid },
    baselineColor: muted,
  };
  return {
    backgroundColor: background,
    chartArea: { backgroundColor: background },
    titleTextStyle: { color: text },
    legend: { textStyle: { color: text } },
    hAxis: axis,
    vAxis: axis,
    pieSliceBorderColor: background,
  };
}

/** The colour variables as the document computes them now (after the mode was applied). */
function readChartColors(root: Element): ChartColors {
  const style = getComputedStyle(root);
  const entries = Object.entries(CHART_COLOR_VARIABLES).map(([key, variable]) => [
    key,
    style.getPropertyValue(variable).trim(),
  ]);
  return Object.fromEntries(entries) as ChartColors;
}

const NO_DEFAULTS: ChartDefaultOptions = {};

/** The chart theme the reader applied from the options explorer (null: none, and on the server). */
export function useReaderChartTheme(): ChartDefaultOptions | null {
  return useSyncExternalStore(subscribeReaderChartTheme, readReaderChartTheme, () => null);
}

/**
 * Draws every chart below it for the page's colour mode: the library's `<ChartDefaults>` with the
 * options of `chartThemeOptions`, read again from the colour variables whenever the mode changes,
 * so toggling the mode redraws the charts without a reload; over those, the theme the reader
 * applied from the options explorer, if any. The examples' own source stays untouched. The server
 * renders no defaults (charts draw only in the browser).
 */
export function SiteChartDefaults({ children }: { children: ReactNode }) {
  const { colorMode } = useColorMode();
  const [options, setOptions] = useState<ChartDefaultOptions>(NO_DEFAULTS);
  useEffect(() => {
    setOptions(chartThemeOptions(readChartColors(document.documentElement)));
  }, [colorMode]);
  const readerTheme = useReaderChartTheme();
  return (
    <ChartDefaults options={options}>
      <ChartDefaults options={readerTheme ?? NO_DEFAULTS}>{children}</ChartDefaults>
    </ChartDefaults>
  );
}
