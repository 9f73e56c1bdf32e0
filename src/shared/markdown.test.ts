import { exampleNamesIn, mdxToMarkdown } from './markdown';
import { llmsFullTxt, llmsTxt, type LlmsPage } from '../build/llms';
import { sandboxFields, sandboxProject } from '../browser/sandbox';

const body = `import { Example } from '../../src/components/playground';
import PieChartExample from '../../src/examples/pie-chart';

Use a pie chart for parts of a whole.

## Live example

<Example name="pie-chart" component={PieChartExample} title="Pie chart" />

<PropsReference />
`;
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

const page = (over: Partial<LlmsPage>): LlmsPage => ({
  path: '/examples/pie-chart',
  title: 'Pie chart',
  description: 'Parts of a whole.',
  section: 'examples',
  kind: 'core',
  chartType: 'PieChart',
  tags: ['pie-chart'],
  sidebarPosition: 1,
  body,
  sources: [{ name: 'pie-chart', code }],
  ...over,
});
const site = { title: 'Chartwrap', description: 'Typed charts.', siteUrl: 'https://x.test' };

test('llms.txt lists every page by group; llms-full.txt holds their Markdown and code', () => {
  const pages = [
    page({}),
    page({
      path: '/docs/quick-walkthrough',
      title: 'Quick walkthrough',
      section: 'docs',
      kind: null,
    }),
    page({ path: '/examples/advanced-toolbar', title: 'Toolbar', kind: 'advanced' }),
  ];
  const index = llmsTxt(pages, site);
  expect(index).toMatch(/^# Chartwrap\n\n> Typed charts\./);
  expect(index).toContain(
    '## Docs\n\n- [Quick walkthrough](https://x.test/docs/quick-walkthrough.md)',
  );
  expect(index).toContain('- [Pie chart](https://x.test/examples/pie-chart.md): Parts of a whole.');
  expect(index.indexOf('## Examples: core charts')).toBeLessThan(
    index.indexOf('## Examples: advanced features'),
  );
  const full = llmsFullTxt(pages, site, []);
  expect(full).toContain('export default function X()');
  expect(full).toContain('Chart type: `PieChart`');
});

test('the sandbox project posts the example with a Vite app around it', () => {
  const project = sandboxProject('pie-chart', code, 'Pie chart');
  expect(project.files['src/pie-chart.tsx']).toBe(code);
  expect(project.files['src/main.tsx']).toContain("import Example from './pie-chart';");
  expect(JSON.parse(project.files['package.json']).dependencies).toHaveProperty('chartwrap');
  const fields = new Map(sandboxFields(project));
  expect(fields.get('project[template]')).toBe('node');
  expect(fields.get('project[files][src/pie-chart.tsx]')).toBe(code);
});
