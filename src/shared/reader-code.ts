/**
 * The example's source with the reader's data in place of its own: typed `columns` (each with its
 * type, label and role) and `rows` (numbers as numbers, dates as `new Date(…)`), written as
 * escaped literals. Past INLINE_ROWS rows the rows are a block of their own (`const data`), to put
 * at the end of the file or load from a file.
 */
import type { DateParts } from './reader-cells';
import type { ReaderCell, ReaderColumn, ReaderTable } from './reader-data';

/** More rows than this go into a block of their own. */
export const INLINE_ROWS = 200;

/** `new Date(2024, 2, 31)`, with the time when there is one (months count from 0). */
function dateLiteral([y, mo, d, h, mi, s]: DateParts): string {
  const time = s ? [h, mi, s] : mi ? [h, mi] : h ? [h] : [];
  return `new Date(${[y, mo - 1, d, ...time].join(', ')})`;
}

export function cellLiteral(cell: ReaderCell): string {
  if (cell === null) return 'null';
  if (typeof cell === 'object') return dateLiteral(cell.date);
  if (typeof cell === 'string') return quote(cell);
  return String(cell);
}

/** A string literal in single quotes, escaped as data. */
const quote = (text: string) =>
  `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

const columnLiteral = (column: ReaderColumn) =>
  `{ type: '${column.type}', ${column.role ? `role: '${column.role}'` : `label: ${quote(column.label)}`} }`;

const arrayLines = (items: readonly string[], indent: string) =>
  items.map((item) => `${indent}${item},`).join('\n');

const rowsLiteral = (rows: readonly ReaderCell[][]) =>
  `[\n${arrayLines(
    rows.map((row) => `[${row.map(cellLiteral).join(', ')}]`),
    '  ',
  )}\n]`;

/** The offset just past a top-level statement starting at `start` (its closing `;`). */
function statementEnd(source: string, start: number): number {
  let depth = 0;
  for (let at = start; at < source.length; at++) {
    const char = source[at];
    if (char === "'" || char === '"' || char === '`') {
      for (at++; at < source.length && source[at] !== char; at++) if (source[at] === '\\') at++;
    } else if (char === '/' && source[at + 1] === '/') {
      at = source.indexOf('\n', at);
      if (at < 0) return source.length;
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ';' && depth === 0) return at + 1;
  }
  return source.length;
}

/** The example's own data declarations (`const data`, or `const columns` and `const rows`). */
const DATA_DECLARATION = /^const (?:data|columns|rows)\b/gm;

/** Adds the type names to the source's import from 'chartwrap'. */
function withTypeImports(source: string, names: readonly string[]): string {
  return source.replace(/import \{([^}]*)\} from 'chartwrap';/, (whole, list: string) => {
    const present = list.split(',').map((name) => name.trim());
    const missing = names.filter((name) => !present.includes(`type ${name}`));
    if (missing.length === 0) return whole;
    const all = [...present.filter(Boolean), ...missing.map((name) => `type ${name}`)];
    return `import { ${all.join(', ')} } from 'chartwrap';`;
  });
}

export interface DataCode {
  /** The example with the reader's data. */
  code: string;
  /** The rows as a block of their own (`const data`), past INLINE_ROWS rows. */
  dataBlock?: string;
}

/** The example's source with the reader's table in place of its own data. */
export function sourceWithData(source: string, table: ReaderTable): DataCode {
  const apart = table.rows.length > INLINE_ROWS;
  const columns = `const columns: ChartColumn[] = [\n${arrayLines(table.columns.map(columnLiteral), '  ')}\n];`;
  const rows = apart ? '' : `\n\nconst rows: ChartCell[][] = ${rowsLiteral(table.rows)};`;
  const declarations = columns + rows;
  // The example's declarations out, ours where its first one was.
  let code = '';
  let from = 0;
  let placed = false;
  for (const match of source.matchAll(DATA_DECLARATION)) {
    if (match.index < from) continue;
    const before = source.slice(from, match.index);
    // The example's comment on its own data goes with it.
    code += placed ? before : before.replace(/(\n\/\/[^\n]*)+\n$/, '\n') + declarations;
    placed = true;
    from = statementEnd(source, match.index);
  }
  code = (code + source.slice(from)).replace(/\n{3,}/g, '\n\n');
  if (!placed)
    code = code.replace(/^(import .*\n)+/m, (imports) => `${imports}\n${declarations}\n`);
  code = code.replace(
    /^(\s*)data=\{data\}\n/m,
    `$1columns={columns}\n$1rows={${apart ? 'data' : 'rows'}}\n`,
  );
  if (apart) code = code.replace(/^(\s*)rows=\{rows\}\n/m, '$1rows={data}\n');
  code = withTypeImports(code, ['ChartCell', 'ChartColumn']);
  if (!apart) return { code };
  const dataBlock =
    `// Your ${table.rows.length.toLocaleString('en')} rows: put this at the end of the file above.\n` +
    `const data: ChartCell[][] = ${rowsLiteral(table.rows)};\n`;
  return { code, dataBlock };
}

/** The whole file: the code and, when the rows are apart, the data block at its end. */
export const wholeFile = ({ code, dataBlock }: DataCode) =>
  dataBlock ? `${code.trimEnd()}\n\n${dataBlock}` : code;
