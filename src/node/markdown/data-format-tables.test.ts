/**
 * @jest-environment node
 */
import { mdxToMarkdown } from './mdx-text';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { DATA_FORMATS } from '../../shared/data-formats';
import { remarkDataFormats } from './data-format-tables';

const run = (source: string) => {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDataFormats);
  const file = new VFile({ value: source, path: 'content/examples/x.mdx' });
  return processor.runSync(processor.parse(file), file);
};

test('<DataFormat of="Sankey" /> becomes the sentence, then a table of the columns in order', () => {
  const tree = run('## Data format\n\n<DataFormat of="Sankey" />\n');
  expect(tree.children.map((node) => node.type).slice(0, 3)).toEqual([
    'heading',
    'paragraph',
    'table',
  ]);
  const [, sentence, table] = tree.children as [
    unknown,
    { children: { value: string }[] },
    { children: { children: { children: { value: string }[] }[] }[] },
  ];
  expect(sentence.children[0].value).toMatch(
    /^A Sankey diagram needs three columns: from \(text\)/,
  );
  const cells = table.children.map((row) => row.children.map((cell) => cell.children[0].value));
  expect(cells).toEqual([
    ['Column', 'Holds', 'Type'],
    ...DATA_FORMATS.Sankey.columns.map((column, index) => [
      String(index + 1),
      expect.stringContaining(column.name),
      expect.any(String),
    ]),
  ]);
  expect(cells).toHaveLength(4);
});

test('a chart that reads role columns gets a line naming them after its table', () => {
  const tree = run('<DataFormat of="LineChart" />');
  const last = tree.children.at(-1) as { type: string; children: { value: string }[] };
  expect(last.type).toBe('paragraph');
  expect(last.children[0].value).toMatch(
    /^Role columns it reads, each after the column it is about: .*tooltip/,
  );
});

test('an unknown chart type fails naming the file and line', () => {
  expect(() => run('Text.\n\n<DataFormat of="Sunburst" />\n')).toThrow(
    'content/examples/x.mdx:3: <DataFormat of="Sunburst" /> names no chart type with a data format',
  );
});

test("the page's Markdown copy carries the same table (search and llms read it)", () => {
  const markdown = mdxToMarkdown({
    title: 'Pie chart',
    body: '<DataFormat of="PieChart" />\n',
    sources: [],
  });
  expect(markdown).toMatch(/\| Column \| Holds +\| Type/);
  expect(markdown).toContain('A pie chart needs');
});
