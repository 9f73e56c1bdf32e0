/**
 * The chart theme a reader applied from the options explorer: default options for every example
 * of the site, kept for the visit (session storage) and read by the site's defaults provider
 * (SiteChartDefaults). Stored text is read back as data: a plain object of plain values, or
 * nothing.
 */
import type { ChartDefaultOptions } from 'chartwrap';
import { CHART_THEME_STORAGE_KEY } from '../config';
import { getStorage } from './storage';

/** Fired on window when the theme is applied or reset, so every provider on the page redraws. */
const CHANGE_EVENT = 'chartwrap:reader-chart-theme';

/** A plain object whose leaves are strings, finite numbers or booleans. */
function isPlainOptions(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) =>
      typeof v === 'string' ||
      typeof v === 'boolean' ||
      (typeof v === 'number' && Number.isFinite(v)) ||
      isPlainOptions(v),
  );
}

let cachedText: string | null = null;
let cachedTheme: ChartDefaultOptions | null = null;

/** The applied theme, or null (none, or stored text that is not one). */
export function readReaderChartTheme(): ChartDefaultOptions | null {
  const text = getStorage('session').get(CHART_THEME_STORAGE_KEY);
  if (text === cachedText) return cachedTheme;
  cachedText = text;
  cachedTheme = null;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isPlainOptions(parsed)) cachedTheme = parsed as ChartDefaultOptions;
    } catch {
      // Not JSON: no theme.
    }
  }
  return cachedTheme;
}

/** Applies `theme` to every example for the rest of the visit; null resets it. */
export function writeReaderChartTheme(theme: ChartDefaultOptions | null): void {
  const storage = getStorage('session');
  if (theme) storage.set(CHART_THEME_STORAGE_KEY, JSON.stringify(theme));
  else storage.remove(CHART_THEME_STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** For useSyncExternalStore: calls `onChange` when the theme is applied or reset. */
export function subscribeReaderChartTheme(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}
