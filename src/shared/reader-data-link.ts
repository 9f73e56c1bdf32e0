/**
 * Where a reader's data is kept between visits, never leaving the browser: small data compressed
 * (lz-string) into the page's address beside the explorer's options, larger data in localStorage
 * for that chart page. What is kept is what the reader gave (the text, the header switch, the
 * column choices), so a reload shows their own text. A forged or damaged value is refused, never
 * run: it is decompressed, parsed as JSON and checked field by field.
 */
import LZString from 'lz-string';
import type { ColumnRole } from 'chartwrap';
import { READER_TYPES, type ReaderType } from './reader-cells';
import type { ColumnChoice, DataChoices } from './reader-data';

/** Compressed data up to this many characters goes in the address; more is kept in storage. */
export const MAX_LINK_DATA_CHARS = 2048;
/** Text past this is never read back (the Data tab refuses more anyway). */
const MAX_KEPT_CHARS = 4_000_000;
const MAX_COLUMNS = 200;
const ROLES: readonly ColumnRole[] = [
  'annotation',
  'annotationText',
  'certainty',
  'emphasis',
  'interval',
  'scope',
  'style',
  'tooltip',
];

export interface KeptData extends DataChoices {
  text: string;
}

/** The data as the address writes it, or null when it is too large for an address. */
export function dataToLink(data: KeptData): string | null {
  // Text compresses to a tenth at best: longer text is not worth compressing to find out.
  if (data.text.length > MAX_LINK_DATA_CHARS * 12) return null;
  const text = LZString.compressToEncodedURIComponent(JSON.stringify(data));
  return text.length <= MAX_LINK_DATA_CHARS ? text : null;
}

const isChoice = (value: unknown): value is ColumnChoice | null => {
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const { type, role, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    (type === undefined || READER_TYPES.includes(type as ReaderType)) &&
    (role === undefined || ROLES.includes(role as ColumnRole))
  );
};

/** Kept data checked field by field; a problem when any field is not what the tab writes. */
export function checkKeptData(value: unknown): KeptData | { problem: string } {
  const problem = { problem: 'The data kept for this page could not be read, so it was left out.' };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return problem;
  const { text, header, columns, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return problem;
  if (typeof text !== 'string' || text.length > MAX_KEPT_CHARS) return problem;
  if (header !== undefined && typeof header !== 'boolean') return problem;
  if (
    columns !== undefined &&
    !(Array.isArray(columns) && columns.length <= MAX_COLUMNS && columns.every(isChoice))
  )
    return problem;
  return {
    text,
    header,
    columns: (columns as (ColumnChoice | null)[] | undefined)?.map((c) => c ?? undefined),
  };
}

/** The address's data, or why it was left out. */
export function dataFromLink(linkText: string): KeptData | { problem: string } {
  try {
    const json = LZString.decompressFromEncodedURIComponent(linkText);
    return checkKeptData(json ? JSON.parse(json) : null);
  } catch {
    return checkKeptData(null);
  }
}

/** The storage key of a chart page's data. */
export const dataStorageKey = (pathname: string) =>
  `chartwrap-explorer-data:${pathname.replace(/\/+$/, '') || '/'}`;

/** The page's kept data, or null (none, unreadable, or storage unavailable). */
export function readStoredData(pathname: string): KeptData | null {
  try {
    const text = window.localStorage.getItem(dataStorageKey(pathname));
    if (text === null) return null;
    const checked = checkKeptData(JSON.parse(text));
    return 'problem' in checked ? null : checked;
  } catch {
    return null;
  }
}

/** Keeps the page's data (null forgets it); false when storage refused it (full or blocked). */
export function writeStoredData(pathname: string, data: KeptData | null): boolean {
  try {
    if (data) window.localStorage.setItem(dataStorageKey(pathname), JSON.stringify(data));
    else window.localStorage.removeItem(dataStorageKey(pathname));
    return true;
  } catch {
    return false;
  }
}
