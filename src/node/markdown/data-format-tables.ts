/**
 * A chart page's data format, from the one table of data formats (src/shared/data-formats.ts) that
 * the options explorer's Data tab checks a reader's data against. A page writes
 * `<DataFormat of="Sankey" />`; this remark plugin replaces it, at build time, with Markdown: the
 * sentence that says what the chart needs, a table of its columns in order, and the role columns
 * it reads. The page's JavaScript carries only that page's table (not the whole table of formats),
 * and search and the Markdown copy of the page read the same text. An unknown chart type fails the
 * build naming the file and line.
 */
import type { Content, Paragraph, Root, Table, TableRow } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import {
  DATA_FORMATS,
  formatSentence,
  listWords,
  typesInWords,
  type DataFormat,
} from '../../shared/data-formats';

/** The MDX element a page writes where its data format goes. */
export const DATA_FORMAT_ELEMENT = 'DataFormat';

const text = (value: string) => ({ type: 'text' as const, value });
const paragraph = (value: string): Paragraph => ({ type: 'paragraph', children: [text(value)] });
const row = (cells: string[]): TableRow => ({
  type: 'tableRow',
  children: cells.map((cell) => ({ type: 'tableCell', children: [text(cell)] })),
});

/** One chart type's data format, as Markdown nodes. */
export function dataFormatNodes(format: DataFormat): Content[] {
  const table: Table = {
    type: 'table',
    align: ['right', null, null],
    children: [
      row(['Column', 'Holds', 'Type']),
      ...format.columns.map((column, index) =>
        row([
          String(index + 1),
          `${column.name}${column.optional ? ' (optional)' : ''}${column.repeats ? ' (one or more)' : ''}`,
          typesInWords(column.types),
        ]),
      ),
    ],
  };
  const nodes: Content[] = [paragraph(`${formatSentence(format)}.`), table];
  if (format.roles.length > 0) {
    nodes.push(
      paragraph(
        `Role columns it reads, each after the column it is about: ${listWords(format.roles.map(String))}.`,
      ),
    );
  }
  return nodes;
}

const isDataFormatElement = (node: Content): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && node.name === DATA_FORMAT_ELEMENT;

/** The chart type a `<DataFormat of="…" />` names, or an error naming the file and line. */
function formatOf(element: MdxJsxFlowElement, file: VFile): DataFormat {
  const of = element.attributes.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'of',
  )?.value;
  const format = typeof of === 'string' ? DATA_FORMATS[of as keyof typeof DATA_FORMATS] : undefined;
  if (!format) {
    const where = `${file.path ?? '(MDX)'}:${element.position?.start.line ?? 0}`;
    throw new Error(
      `${where}: <${DATA_FORMAT_ELEMENT} of="${String(of)}" /> names no chart type with a data format (src/shared/data-formats.ts)`,
    );
  }
  return format;
}

/** The remark plugin: each `<DataFormat of="…" />` of a page becomes its format's Markdown. */
export function remarkDataFormats() {
  return (tree: Root, file: VFile) => {
    const visit = (parent: { children: Content[] }) => {
      parent.children = parent.children.flatMap((child) => {
        if (isDataFormatElement(child)) return dataFormatNodes(formatOf(child, file));
        if ('children' in child) visit(child as { children: Content[] });
        return [child];
      });
    };
    visit(tree as { children: Content[] });
  };
}
