/**
 * Search finds options: each indexed option is a record at its row of the right page
 * (`/examples/pie-chart#option-pieHole`); options shared by many chart types are left out, and
 * nested ones too (the index stays small).
 */
import { MAX_OWNERS_OF_INDEXED_OPTION, pagesFromGraphql } from './search-input';
import { RECORD_KIND_WEIGHT } from '../../shared/search-types';
import { buildRecords, optionRecords } from './search-records';

type Row = { owner: string; path: string; anchor: string; depth: number; description: string };
const option = (owner: string, path: string, description = `About ${path}.`, depth = 1): Row => ({
  owner,
  path,
  anchor: `option-${path}`,
  depth,
  description,
});

const page = (slug: string, title: string, rows: Row[]) => ({
  body: `Intro.\n\n## All options\n\n<OptionsReference of="${rows[0]?.owner}" />\n`,
  fields: { slug, section: 'Core charts' },
  frontmatter: { title, description: `${title}.`, keywords: [], searchTerms: [], tags: [] },
  exampleSources: [],
  optionsReference: rows,
  eventsReference: [] as { owner: string; event: string; anchor: string; description: string }[],
});

// `title` on more chart types than are indexed per page; `isStacked` on a few.
const many = Array.from({ length: MAX_OWNERS_OF_INDEXED_OPTION + 1 }, (_, i) => `Chart${i}`);
const data = {
  allMdx: {
    nodes: [
      page('/examples/pie-chart', 'Pie chart', [
        option('PieChart', 'pieHole', 'Cuts a hole: a donut.'),
        option('PieChart', 'legend'),
        option('PieChart', 'legend.position', 'Where the legend goes.', 2),
        option('PieChart', 'title'),
      ]),
      page('/examples/bar-chart', 'Bar chart', [
        option('BarChart', 'isStacked', 'Stacks the series.'),
        option('BarChart', 'title'),
      ]),
      ...many.map((owner) => page(`/x/${owner}`, owner, [option(owner, 'title')])),
    ],
  },
  allChartwrapProp: { nodes: [] },
};

test('an option record lands on its row of the right page, under its table', () => {
  const records = buildRecords(pagesFromGraphql(data));
  const pieHole = records.find((r) => r.hierarchy.lvl3 === 'pieHole')!;
  expect(pieHole).toMatchObject({
    url: '/examples/pie-chart#option-pieHole',
    url_without_anchor: '/examples/pie-chart',
    anchor: 'option-pieHole',
    type: 'lvl3',
    content: 'Cuts a hole: a donut.',
    hierarchy: { lvl0: 'Core charts', lvl1: 'Pie chart', lvl2: 'Options of PieChart' },
  });
  expect(records.find((r) => r.hierarchy.lvl3 === 'isStacked')!.url).toBe(
    '/examples/bar-chart#option-isStacked',
  );
  // Positions stay unique and in order after the page's own records.
  const onPie = records.filter((r) => r.url_without_anchor === '/examples/pie-chart');
  expect(onPie.map((r) => r.position)).toEqual(onPie.map((_, i) => i));
  expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
});

test('left out: options shared by many chart types, nested options; the table adds no text records', () => {
  const records = buildRecords(pagesFromGraphql(data));
  expect(records.filter((r) => r.hierarchy.lvl3 === 'title')).toEqual([]);
  expect(records.filter((r) => r.hierarchy.lvl3 === 'legend.position')).toEqual([]);
  expect(records.filter((r) => r.hierarchy.lvl3 === 'legend')).toHaveLength(1);
  expect(records.filter((r) => r.content?.includes('Where the legend goes'))).toEqual([]);
});

test('optionRecords: no description, no content', () => {
  const [record] = optionRecords(
    { path: '/p', section: 'S', title: 'T' },
    [{ owner: 'Map', path: 'zoomLevel', anchor: 'option-zoomLevel', description: null }],
    7,
    ['default'],
  );
  expect(record).toMatchObject({ position: 7, content: null, objectID: '/p#option-zoomLevel:7' });
});

test("an event record lands on its row of the chart type's page; events every chart fires are left out", () => {
  const event = (owner: string, name: string, description = `When ${name}.`) => ({
    owner,
    event: name,
    anchor: `event-${name}`,
    description,
  });
  const withEvents = {
    ...data,
    allMdx: {
      nodes: data.allMdx.nodes.map((node) => ({
        ...node,
        eventsReference:
          node.fields.slug === '/examples/pie-chart'
            ? [event('PieChart', 'select'), event('PieChart', 'onmouseover', 'Hovered.')]
            : [event(node.optionsReference[0].owner, 'select')],
      })),
    },
  };
  withEvents.allMdx.nodes.push({
    ...page('/examples/geo-chart', 'Geo chart', [option('GeoChart', 'region')]),
    eventsReference: [event('GeoChart', 'select'), event('GeoChart', 'regionClick', 'Clicked.')],
  });
  const records = buildRecords(pagesFromGraphql(withEvents));
  expect(records.find((r) => r.hierarchy.lvl3 === 'regionClick')).toMatchObject({
    url: '/examples/geo-chart#event-regionClick',
    anchor: 'event-regionClick',
    type: 'lvl3',
    content: 'Clicked.',
    hierarchy: { lvl1: 'Geo chart', lvl2: 'Events of GeoChart' },
  });
  expect(records.filter((r) => r.hierarchy.lvl3 === 'onmouseover')).toHaveLength(1);
  // `select` is on more chart types than are indexed per page.
  expect(records.filter((r) => r.hierarchy.lvl3 === 'select')).toEqual([]);
  const onGeo = records.filter((r) => r.url_without_anchor === '/examples/geo-chart');
  expect(onGeo.map((r) => r.position)).toEqual(onGeo.map((_, i) => i));
  expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
});

test("a row the page's text or example names ranks as a sub-heading; one it only lists, as a row", () => {
  const rows = [
    { owner: 'LineChart', path: 'curveType', anchor: 'option-curveType', description: 'Curves.' },
    { owner: 'LineChart', path: 'lineWidth', anchor: 'option-lineWidth', description: 'Width.' },
    { owner: 'LineChart', path: 'pointSize', anchor: 'option-pointSize', description: 'Points.' },
    { owner: 'LineChart', path: 'width', anchor: 'option-width', description: 'Width.' },
  ];
  const records = optionRecords(
    {
      path: '/examples/line-chart',
      section: 'Core charts',
      title: 'Line chart',
      // `lineWidth` only inside another name and `width` only as a nested path: not named.
      body: 'Smooth lines with `curveType: "function"`; see lineWidths and `hAxis.width`.',
      exampleSource: 'const options = { pointSize: 4 };',
    },
    rows,
    0,
    [],
  );
  expect(records.map((r) => [r.hierarchy.lvl3, r.kind ?? null])).toEqual([
    ['curveType', null],
    ['lineWidth', 'row'],
    ['pointSize', null],
    ['width', 'row'],
  ]);
  expect(RECORD_KIND_WEIGHT.row).toBeLessThan(RECORD_KIND_WEIGHT.subsection);
  expect(RECORD_KIND_WEIGHT.row).toBeGreaterThan(RECORD_KIND_WEIGHT.text);
});
