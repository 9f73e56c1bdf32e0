/// <reference types="google.visualization" />
// The google namespace, completed with what @types/google.visualization lacks, and the
// ChartWrapper as `<Chart>` hands it to its `ref`.
import type { RefObject } from 'react';
import type { ChartType } from '../chartTypes';

type V = typeof google.visualization;
type GV = google.visualization.ChartWrapper;

declare const chartType: unique symbol;

/**
 * The ChartWrapper of a chart of type `T`, as `<Chart chartType={T}>` hands it to its `ref`. The
 * chart type is a mark for the compiler only (no such field exists at run time): it lets a ref
 * that works for some chart types only, such as `useChartImage`'s, refuse the others.
 */
export type ChartWrapperOf<T extends ChartType = ChartType> = GV & {
  readonly [chartType]?: T;
};

/**
 * The `ref` of a `<Chart>` of type `T`: an object ref or a callback, receiving the ChartWrapper.
 * A callback is checked strictly (React's `Ref` compares callbacks both ways), so a ref that takes
 * the wrappers of some chart types only also refuses a chart whose type may be another.
 */
export type ChartRef<T extends ChartType = ChartType> =
  | RefObject<ChartWrapperOf<T> | null>
  | ((chartWrapper: ChartWrapperOf<T> | null) => unknown)
  | null;

/** Packages understood by `google.charts.load`: those of the chart types, controls and the editor. */

/** The chart editor dialog (`google.visualization.ChartEditor`, package `charteditor`). */
export interface ChartEditor {
  openDialog(
    chartWrapper: GV,
    options?: { dataSourceInput?: unknown; [key: string]: unknown },
  ): void;
  getChartWrapper(): GV;
  setChartWrapper(chartWrapper: GV): void;
  closeDialog(): void;
}

/** One toolbar component for `google.visualization.drawToolbar`. */
export interface ToolbarItem {
  type: 'igoogle' | 'html' | 'csv' | 'htmlcode';
  datasource: string;
  gadget?: string;
  style?: string;
  userPrefs?: Record<string, unknown>;
}

/** `window.google` once Google Charts has loaded. */
export type GoogleNamespace = Omit<typeof google, 'visualization'> & {
  visualization: V & {
    ChartEditor: new () => ChartEditor;
    drawToolbar(container: HTMLElement, components: ToolbarItem[]): void;
  };
};
