/**
 * The defaults of the charts Google's public source does not hold (Sankey, Timeline, GeoChart…):
 * a row shows one only where two public copies of Google's option tables, in different projects,
 * state the same value. The records and their citations are
 * scripts/google-inventory/public-copies.json; every chart it lists takes its defaults from there
 * only, never from our `@default` tags.
 */
import publicCopiesData from '../../../scripts/google-inventory/public-copies.json';

/** One copy of Google's option tables that states a default: where, at which commit, and what. */
export interface PublicCopyCitation {
  /** `owner/name` on GitHub. */
  repository: string;
  /** The file inside the repository. */
  path: string;
  /** The commit the file was read at. */
  commit: string;
  /** That commit's date (YYYY-MM-DD): which copy is the older. */
  committed: string;
  /** The line that states the default. */
  line: number;
  /** The value it states, as a JavaScript literal (`false`, `'fixed'`). */
  value: string;
  /** How the line states it, in our words. */
  states: string;
}

/** A default two copies agree on, and the copies. */
export interface PublicCopyRecord {
  /** As a JavaScript literal; the row shows it as inline code. */
  value: string;
  citations: PublicCopyCitation[];
}

export interface PublicCopies {
  /** Per chart type, its rows' paths (as the rows write them) and their records. */
  charts: Record<string, Record<string, PublicCopyRecord>>;
}

export const PUBLIC_COPIES = publicCopiesData as PublicCopies;

/** Whether a chart type takes its defaults from the public copies only (it is listed there). */
export const takesPublicCopyDefaults = (owner: string): boolean =>
  Object.hasOwn(PUBLIC_COPIES.charts, owner);

/** The default the public copies agree on for a row, as inline Markdown; null where none does. */
export function publicCopyDefault(owner: string, rowPath: string): string | null {
  const record = PUBLIC_COPIES.charts[owner]?.[rowPath];
  return record ? `\`${record.value}\`` : null;
}
