/// <reference types="google.visualization" />
// Options that @types/google.visualization does not describe: the material charts (`Line`, `Bar`,
// `Scatter`) and the word tree.
import type { TooltipOptions } from './corrections';

export interface MaterialAxisOptions {
  title?: string;
  format?: string;
  minValue?: number | Date;
  maxValue?: number | Date;
  ticks?: (number | Date)[];
  viewWindow?: { min?: number | Date; max?: number | Date };
  textStyle?: google.visualization.ChartTextStyle;
  gridlines?: { count?: number; color?: string };
}

/** Options shared by the material charts (`Line`, `Bar`, `Scatter`). */
export interface MaterialChartOptions {
  chart?: { title?: string; subtitle?: string };
  title?: string;
  subtitle?: string;
  width?: number | string;
  height?: number | string;
  colors?: string[];
  backgroundColor?: string | google.visualization.ChartStrokeFill;
  chartArea?: google.visualization.ChartArea;
  fontName?: string;
  fontSize?: number;
  legend?: { position?: 'top' | 'bottom' | 'left' | 'right' | 'none' } | 'none';
  hAxis?: MaterialAxisOptions;
  vAxis?: MaterialAxisOptions;
  axes?: {
    x?: Record<string | number, { side?: 'top' | 'bottom'; label?: string }>;
    y?: Record<string | number, { side?: 'left' | 'right'; label?: string }>;
  };
  series?: Record<number, { axis?: string; color?: string; targetAxisIndex?: number }>;
  theme?: 'material';
  titleTextStyle?: google.visualization.ChartTextStyle;
  tooltip?: TooltipOptions;
}

export interface MaterialLineChartOptions extends MaterialChartOptions {
  lineWidth?: number;
  pointSize?: number;
}

export interface MaterialBarChartOptions extends MaterialChartOptions {
  bars?: 'horizontal' | 'vertical';
  isStacked?: boolean | 'percent' | 'relative' | 'absolute';
  bar?: { groupWidth?: number | string };
}

export interface MaterialScatterChartOptions extends MaterialChartOptions {
  pointSize?: number;
  pointShape?: google.visualization.ChartPointShape;
}

export interface WordTreeOptions {
  wordtree?: {
    format?: 'implicit' | 'explicit';
    word?: string;
    type?: 'suffix' | 'prefix' | 'double';
    colors?: string[];
    sentenceSeparator?: string;
    wordSeparator?: string;
  };
  /** Colours of the root word, the words before it and the words after it. */
  colors?: string[];
  backgroundColor?: string | google.visualization.ChartStrokeFill;
  fontName?: string;
  maxFontSize?: number;
  width?: number;
  height?: number;
}
