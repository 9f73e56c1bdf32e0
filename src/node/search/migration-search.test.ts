// The quick walkthrough's react-google-charts migration section reaches the search index: its
// headings and each prop of its list become records under the section's anchors.
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
      url: '/docs/quick-walkthrough#coming-from-react-google-charts',
    }),
  );
});

it.each(['spreadSheetUrl', 'getChartWrapper', 'rootProps', 'GoogleChartWrapper'])(
  'a search for %s finds its entry in the migration lists',
  (name) => {
    const found = records.filter(
      (r) =>
        r.type === 'content' &&
        r.hierarchy.lvl2 === 'Coming from react-google-charts' &&
        r.content?.startsWith(name),
    );
    expect(found).not.toHaveLength(0);
  },
);
