import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  exampleNamesIn,
  inlineText,
  mdxToMarkdown,
  optionOwnersIn,
  textBlocks,
  tocHeadings,
} from './mdx-text';

const body = readFileSync(join(__dirname, '../../test-utils/__fixtures__/pie-chart.mdx'), 'utf8');
const code =
  "import { Chart } from 'chartwrap';\n\nexport default function X() {\n  return null;\n}\n";

test('finds the examples a page embeds', () => {
  expect(exampleNamesIn(body)).toEqual(['pie-chart']);
  expect(exampleNamesIn('<Example name="a" component={A} />\n<Example name="b" />')).toEqual([
    'a',
    'b',
  ]);
});

test('MDX becomes Markdown with the example code fenced in', () => {
  const md = mdxToMarkdown({
    title: 'Pie chart',
    description: 'Parts of a whole.',
    body,
    sources: [{ name: 'pie-chart', code }],
    url: '/examples/pie-chart',
    components: { PropsReference: '| Prop |' },
  });
  expect(md).not.toContain('import { Example }');
  expect(md).toContain('# Pie chart\n\nURL: /examples/pie-chart\n\n> Parts of a whole.');
  expect(md).toContain('```tsx title="src/examples/pie-chart.tsx"\n' + code.trimEnd() + '\n```');
  expect(md).toContain('| Prop |');
  expect(md).toContain('## Live example');
});

test('inlineText strips markup', () => {
  expect(inlineText('A [link](/x) and ![img](/y.png) `code` **b** _i_ <b>t</b>')).toBe(
    'A link and img code b i t',
  );
});

test('components keep their content; expressions and unknown self-closing components go', () => {
  const md = mdxToMarkdown({
    title: 'T',
    body: '<Callout type="tip">Read **this**.</Callout>\n\n{/* a note */}\n\n<Other />\n\nEnd.\n',
    sources: [],
  });
  expect(md).toBe('# T\n\nRead **this**.\n\nEnd.\n');
});

test('headings carry the ids the site gives them', () => {
  expect(textBlocks('## Install\n\nRun it.\n\n## Install\n')).toEqual([
    { kind: 'heading', depth: 2, text: 'Install', id: 'install' },
    { kind: 'text', text: 'Run it.' },
    { kind: 'heading', depth: 2, text: 'Install', id: 'install-1' },
  ]);
});

describe('code blocks in the Markdown copy', () => {
  const body = [
    'Text.',
    '',
    '```tsx twoslash title="App.tsx" {2}',
    "import { Chart } from 'chartwrap';",
    '// @errors: 2322',
    '<Chart chartType="PieChart" options={{ pieHole: "wide" }} />;',
    '```',
    '',
    '```tsx',
    "import { Chart } from 'react-google-charts'; // [!code --]",
    "import { Chart } from 'chartwrap'; // [!code ++]",
    '```',
  ].join('\n');

  it('gives clean code: no twoslash annotation, no display meta, a diff as a diff block', () => {
    const md = mdxToMarkdown({ title: 'T', body, sources: [] });
    expect(md).toContain(
      [
        '```tsx title="App.tsx"',
        "import { Chart } from 'chartwrap';",
        '<Chart chartType="PieChart" options={{ pieHole: "wide" }} />;',
        '```',
      ].join('\n'),
    );
    expect(md).toContain(
      [
        '```diff',
        "- import { Chart } from 'react-google-charts';",
        "+ import { Chart } from 'chartwrap';",
        '```',
      ].join('\n'),
    );
    expect(md).not.toMatch(/@errors|\[!code|twoslash/);
  });

  it('indexes the same clean code for search', () => {
    const code = textBlocks(body).filter((b) => b.kind === 'code');
    expect(code.map((b) => b.text)).toEqual([
      'import { Chart } from \'chartwrap\';\n<Chart chartType="PieChart" options={{ pieHole: "wide" }} />;',
      "- import { Chart } from 'react-google-charts';\n+ import { Chart } from 'chartwrap';",
    ]);
  });
});

test('options tables: the owners a page shows, and Markdown made from each element', () => {
  const withTables =
    '## All options\n\n<OptionsReference of="CategoryFilter" />\n\n<OptionsReference of="StringFilter" />\n\n<OptionsReference of="CategoryFilter" />\n';
  expect(optionOwnersIn(withTables)).toEqual(['CategoryFilter', 'StringFilter']);
  expect(optionOwnersIn(body)).toEqual([]);
  const md = mdxToMarkdown({
    title: 'Controls',
    body: withTables,
    sources: [],
    components: { OptionsReference: ({ of }) => `| \`${of}\` |` },
  });
  expect(md).toContain('| `CategoryFilter` |\n\n| `StringFilter` |');
  // Search text leaves the table out when no Markdown is given for it.
  expect(textBlocks(withTables).map((b) => b.text)).toEqual(['All options']);
});

test('a body read again gives the same embedded components, and a caller cannot change them for the next', () => {
  const body = [
    '<Example name="pie-chart" component={Pie} />',
    '<OptionsReference of="PieChart" />',
    '<Example name="donut" component={Donut} />',
    '<OptionsReference of="PieChart" />',
  ].join('\n\n');
  const owners = optionOwnersIn(body);
  expect(owners).toEqual(['PieChart']);
  owners.push('BarChart');
  expect(optionOwnersIn(body)).toEqual(['PieChart']);
  expect(exampleNamesIn(body)).toEqual(['pie-chart', 'donut']);
  expect(exampleNamesIn(`${body}\n\n<Example name="third" component={X} />`)).toEqual([
    'pie-chart',
    'donut',
    'third',
  ]);
});

test('the table of contents lists h2 and h3 with their page ids and text, inline code included', () => {
  const body = [
    '---',
    'title: T',
    '---',
    '# Title',
    '## Live example',
    'Text.',
    '### The `pieHole` option',
    '#### Too deep',
    ':::note',
    '## Inside a note',
    ':::',
    '## Live example',
  ].join('\n\n');
  expect(tocHeadings(body)).toEqual([
    { id: 'live-example', title: 'Live example', level: 2 },
    { id: 'the-piehole-option', title: 'The pieHole option', level: 3 },
    { id: 'inside-a-note', title: 'Inside a note', level: 2 },
    { id: 'live-example-1', title: 'Live example', level: 2 },
  ]);
});
