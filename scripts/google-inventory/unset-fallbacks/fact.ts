/**
 * One fact read by hand from Google's source: what an option the code reads with no default value
 * comes to when it is unset, in our own words, with the files whose code shows it. The inventory
 * script checks each fact against the source (build-inventory.ts, addUnsetFallbacks), so a change
 * to Google's code that would make a fact stale stops the script instead of going unnoticed.
 */
import type { SourceChart } from '../chart-scopes';
import type { Json } from '../literal-values';

/** An object that, unset, leaves each of its members at its own default. */
export const PER_MEMBER = 'per member';

/**
 * In a fact's `shown`, stands for the value Google's layers of defaults (common/defaults.ts) hold
 * under the fact's path, written as code by the options reference: the fact then states only what
 * the code adds to it (`{layer}, in the chart's fontName and fontSize`).
 */
export const LAYER_VALUE = '{layer}';

export interface UnsetFallback {
  charts: readonly SourceChart[];
  path: string;
  /** What a row shows as the default, as inline Markdown. */
  shown: string;
  /** The source files that read the option and act on its absence. */
  files: readonly string[];
  /**
   * Where the code chooses its default between values (`defaults` in the inventory), each of
   * them: `shown` says which applies when. The script checks the source still chooses between
   * exactly these.
   */
  values?: readonly Json[];
}
