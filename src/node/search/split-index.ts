/**
 * The split index of the whole index's records (the file format: src/search/index-format.ts): the
 * serialized MiniSearch index cut into its dictionary and its postings, rows and records parts.
 */
import type { SearchRecord } from '../../shared/search-types';
import type { RankRow } from '../../search/indexed-records';
import {
  encodeTerms,
  packPostings,
  packRecord,
  packRows,
  rowEntry,
  SPLIT_INDEX_VERSION,
  type RowEntry,
  type SerializedIndex,
  type SplitDictionary,
  type SplitPart,
} from '../../search/index-format';
import type { FileRun, PartKind } from '../../search/split-files';

/**
 * Runs of items cut where their JSON passes `maxBytes` (at least one item per file), and before
 * each item `startsRun` says begins a run of its own.
 */
function cutIntoRuns<T>(
  items: readonly T[],
  maxBytes: number,
  startsRun: (i: number) => boolean = () => false,
): { start: number; items: T[] }[] {
  const out: { start: number; items: T[] }[] = [];
  let size = Infinity;
  items.forEach((item, i) => {
    const bytes = JSON.stringify(item).length + 1;
    if (size + bytes > maxBytes || (i > 0 && startsRun(i))) {
      out.push({ start: i, items: [] });
      size = 0;
    }
    out[out.length - 1].items.push(item);
    size += bytes;
  });
  return out;
}

/**
 * The split index of a serialized MiniSearch index and its records' rows and records: the
 * dictionary and the parts, in file order within each kind. `maxBytes` bounds each part's JSON
 * (one term's postings or one record may pass it alone). The runs' prefixes are left empty: the
 * writer names the files (`FileRun`) once it knows their content.
 */
export function splitIndex(
  json: SerializedIndex,
  rows: readonly RankRow[],
  records: readonly SearchRecord[],
  maxBytes: Record<PartKind, number>,
): { dictionary: SplitDictionary; parts: SplitPart[] } {
  const parts: SplitPart[] = [];
  const run = <T>(
    kind: PartKind,
    items: readonly T[],
    startsRun?: (i: number) => boolean,
  ): FileRun => {
    const counts: number[] = [];
    for (const chunk of cutIntoRuns(items, maxBytes[kind], startsRun)) {
      const content = kind === 'rows' ? packRows(chunk.items as RowEntry[]) : chunk.items;
      parts.push({ kind, n: counts.length, content });
      counts.push(chunk.items.length);
    }
    return { prefix: '', counts };
  };
  // Each url as a number, in the order the records first give it.
  const urlIds = new Map<string, number>();
  for (const record of records) if (!urlIds.has(record.url)) urlIds.set(record.url, urlIds.size);
  const dictionary: SplitDictionary = {
    version: SPLIT_INDEX_VERSION,
    documentCount: json.documentCount,
    nextId: json.nextId,
    fieldIds: json.fieldIds,
    averageFieldLength: json.averageFieldLength,
    terms: encodeTerms(json.index.map(([term]) => term)),
    postings: run(
      'postings',
      json.index.map(([, postings]) => packPostings(postings)),
    ),
    rows: run(
      'rows',
      rows.map((row, id) =>
        rowEntry(row, urlIds.get(records[id].url) as number, json.fieldLength[id]),
      ),
    ),
    // A records file holds neighbours of one page only: a page's hits come together (results
    // are grouped by page), another page's first records would mostly be fetched for nothing.
    records: run(
      'records',
      records.map((record, id) => packRecord(record, rows[id])),
      (id) => records[id].url_without_anchor !== records[id - 1].url_without_anchor,
    ),
  };
  return { dictionary, parts };
}
