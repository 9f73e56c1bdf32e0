// The quick walkthrough's react-google-charts migration section reaches the search index: its
// heading and each row of its table (and of the TypeScript section's table of type names) become records under the section's anchors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPageRecords } from './search-records';

const records = buildPageRecords({
  title: 'Quick walkthrough',
  path: '/docs/quick-walkthrough',
  section: 'Docs',
  body: readFileSync(join(__dirname, '../../../content/docs/quick-walkthrough.mdx'), 'utf8'),
});

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
  const found = records.filter(
    (r) => r.type === 'content' && r.hierarchy.lvl2 === section && r.content?.startsWith(name),
  );
  expect(found).not.toHaveLength(0);
});
