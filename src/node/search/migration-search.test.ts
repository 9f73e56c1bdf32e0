// The quick walkthrough's react-google-charts migration section reaches the search index: its
// heading and each row of its table (and of the TypeScript section's table of type names) become
// records under the section's anchors, and the engine over them finds each row by its name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSearchEngine } from '../../search/engine';
import { buildPageRecords } from './search-records';

const records = buildPageRecords({
  title: 'Quick walkthrough',
  path: '/docs/quick-walkthrough',
  section: 'Docs',
  body: readFileSync(join(__dirname, '../../../content/docs/quick-walkthrough.mdx'), 'utf8'),
});
const engine = createSearchEngine(records);

it('indexes the section heading at its anchor', () => {
  expect(records).toContainEqual(
    expect.objectContaining({
      type: 'lvl2',
      url: '/docs/quick-walkthrough#move-from-react-google-charts',
    }),
  );
});

it.each([
  ['spreadSheetUrl', 'Move from react-google-charts'],
  ['getChartWrapper', 'Move from react-google-charts'],
  ['rootProps', 'Move from react-google-charts'],
  ['GoogleChartWrapper', 'Use the TypeScript types'],
])('a search for %s finds its row in the table under %s', (name, section) => {
  // Every hit, not one per section: the rows of a table share their section's url.
  const { hits } = engine.search({ query: name, distinct: false });
  expect(hits.length).toBeGreaterThan(0);
  const rows = hits.filter(
    (hit) =>
      hit.type === 'content' &&
      hit.hierarchy?.lvl2 === section &&
      (hit.content as string | null)?.startsWith(name),
  );
  expect(rows).not.toHaveLength(0);
});
