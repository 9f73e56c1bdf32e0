/**
 * What the server answers from: the site's own pages, search records, option and event rows and
 * example sources, as one JSON file the package's build writes from the site's production build
 * of the same commit (build-data.ts), so the server and the site cannot disagree.
 */
import type { SearchRecord } from '../../../src/shared/search-types';

/** One options-table row, as the chart's page shows it. */
export interface OptionRow {
  owner: string;
  path: string;
  type: string;
  default: string | null;
  description: string;
  /** The page and anchor of the row on the site. */
  url: string;
  /** Google's reference page for the chart type, when there is one. */
  google: string | null;
}

/** One events-table row, as the chart's page shows it. */
export interface EventRow {
  owner: string;
  event: string;
  args: string;
  description: string;
  url: string;
}

/** A live example's source, as the site shows it beside the chart. */
export interface ExampleSource {
  name: string;
  code: string;
  /** The page that shows it. */
  url: string;
}

/** A page of the site as Markdown (its `.md` copy). */
export interface DocsPage {
  url: string;
  title: string;
  markdown: string;
}

export interface DocsData {
  /** The site's address the URLs hang off. */
  siteUrl: string;
  llmsTxt: string;
  pages: DocsPage[];
  records: SearchRecord[];
  options: OptionRow[];
  events: EventRow[];
  examples: ExampleSource[];
}
