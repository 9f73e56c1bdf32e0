import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { llmsFullTxt, llmsInput, llmsTxt, pageMarkdown, type LlmsPage } from './llms';

const body = readFileSync(join(__dirname, '../../test-utils/__fixtures__/pie-chart.mdx'), 'utf8');
const code =
  "import { Chart } from 'chartwrap';\n\nexport default function X() {\n  return null;\n}\n";

const page = (over: Partial<LlmsPage>): LlmsPage => ({
  path: '/examples/pie-chart',
  title: 'Pie chart',
  description: 'Parts of a whole.',
  section: 'Core charts',
  chartType: 'PieChart',
  tags: ['pie-chart'],
  body,
  sources: [{ name: 'pie-chart', code }],
  ...over,
});
const site = { title: 'Chartwrap', description: 'Typed charts.', siteUrl: 'https://x.test' };

test('llms.txt lists every page under its section, in the given order; llms-full.txt holds their Markdown and code', () => {
  const pages = [
    page({ path: '/docs/quick-walkthrough', title: 'Quick walkthrough', section: 'Guides' }),
    page({}),
    page({ path: '/examples/advanced-toolbar', title: 'Toolbar', section: 'Advanced' }),
  ];
  const index = llmsTxt(pages, site);
  expect(index).toMatch(/^# Chartwrap\n\n> Typed charts\./);
  expect(index).toContain(
    '## Guides\n\n- [Quick walkthrough](https://x.test/docs/quick-walkthrough.md)',
  );
  expect(index).toContain('- [Pie chart](https://x.test/examples/pie-chart.md): Parts of a whole.');
  expect(index.indexOf('## Core charts')).toBeLessThan(index.indexOf('## Advanced'));
  const full = llmsFullTxt(
    site,
    pages.map((p) => pageMarkdown(p, site, [])),
  );
  expect(full.indexOf('# Quick walkthrough')).toBeLessThan(full.indexOf('# Pie chart'));
  expect(full).toContain('export default function X()');
  expect(full).toContain('Chart type: `PieChart`');
});

test("a page's options tables become Markdown tables, with Google's reference linked", () => {
  const withTable = page({
    body: `${body}\n\n## All options\n\n<OptionsReference of="PieChart" />\n`,
  });
  const rows = [
    {
      owner: 'PieChart',
      path: 'pieHole',
      anchor: 'option-pieHole',
      depth: 1,
      parentPath: null,
      hasChildren: false,
      type: 'number',
      default: '`0`',
      description: 'Makes a donut.',
      order: 0,
    },
    {
      owner: 'Gauge',
      path: 'max',
      anchor: 'option-max',
      depth: 1,
      parentPath: null,
      hasChildren: false,
      type: 'number',
      default: null,
      description: 'Top.',
      order: 0,
    },
  ];
  const md = pageMarkdown(withTable, site, [], rows);
  expect(md).toContain('## All options');
  expect(md).toContain('1 option of `PieChart`');
  expect(md).toContain(
    '| Option | Type | Default | Description |\n| --- | --- | --- | --- |\n| `pieHole` | `number` | `0` | Makes a donut. |',
  );
  expect(md).toContain('(https://developers.google.com/chart/interactive/docs/gallery/piechart)');
  expect(md).not.toContain('`max`');
});

test("the events of the page's chart type follow its options table, as the page shows them", () => {
  const geo = page({
    path: '/examples/geo-chart',
    chartType: 'GeoChart',
    body: 'Intro.\n\n## All options\n\n<OptionsReference of="GeoChart" />\n',
  });
  const events = [
    {
      owner: 'GeoChart',
      event: 'ready',
      anchor: 'event-ready',
      args: 'none',
      description: 'The chart is drawn.',
    },
    {
      owner: 'GeoChart',
      event: 'regionClick',
      anchor: 'event-regionClick',
      args: '{ region: string; }',
      description: 'A region is clicked.',
    },
    {
      owner: 'LineChart',
      event: 'onmouseover',
      anchor: 'event-onmouseover',
      args: '{ row: number | null; }',
      description: 'Hovered.',
    },
  ];
  const md = pageMarkdown(geo, site, [], [], events);
  expect(md).toContain('## Events\n\n2 events of `GeoChart`');
  expect(md).toContain(
    '| Event | Listener receives | Fires when |\n| --- | --- | --- |\n| `ready` | `none` | The chart is drawn. |\n| `regionClick` | `{ region: string; }` | A region is clicked. |',
  );
  expect(md.indexOf('## All options')).toBeLessThan(md.indexOf('## Events'));
  expect(md).not.toContain('onmouseover');
  // A page whose chart type differs from the table's (a guide): no events section.
  expect(pageMarkdown({ ...geo, chartType: null }, site, [], [], events)).not.toContain(
    '## Events',
  );
});

test('the llms input lists the pages of the page content query in the sidebar\u2019s order, under its sections, and leaves out a sidebar entry the query does not list', () => {
  const node = (slug: string, title: string, chartType: string | null = null) => ({
    body: `# ${title}\n`,
    fields: { slug, section: null },
    frontmatter: {
      title,
      description: `About ${title}.`,
      keywords: [],
      searchTerms: [],
      tags: ['docs'],
      chartType,
    },
    exampleSources: [{ name: 'pie-chart', code }],
    optionsReference: [],
    eventsReference: [],
  });
  // The query lists the pages by slug; the sidebar gives the reading order and sections.
  const content = {
    site: { siteMetadata: { ...site, siteUrl: 'https://x.test/' } },
    sidebar: {
      sections: [
        { label: 'Guides', pages: [{ fields: { slug: '/docs/quick-walkthrough/' } }] },
        {
          label: 'Core charts',
          pages: [{ fields: { slug: '/examples/pie-chart' } }, { fields: { slug: '/gone' } }],
        },
      ],
    },
    allMdx: {
      nodes: [
        node('/docs/quick-walkthrough/', 'Quick walkthrough'),
        node('/examples/pie-chart', 'Pie chart', 'PieChart'),
      ],
    },
    allChartwrapProp: { nodes: [] },
  };
  const { pages, references } = llmsInput(content, { getNodesByType: () => [], pathPrefix: '/p' });
  expect(pages.map((p) => [p.section, p.path, p.title, p.chartType])).toEqual([
    ['Guides', '/docs/quick-walkthrough', 'Quick walkthrough', null],
    ['Core charts', '/examples/pie-chart', 'Pie chart', 'PieChart'],
  ]);
  expect(pages[1]).toMatchObject({
    description: 'About Pie chart.',
    tags: ['docs'],
    body: '# Pie chart\n',
    sources: [{ name: 'pie-chart', code }],
  });
  expect(references.site.siteUrl).toBe('https://x.test/p');
});
