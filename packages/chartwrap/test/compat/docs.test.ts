/**
 * The react-google-charts migration tables live in two places: the package README (what npm
 * shows, with a status column) and the quick walkthrough (old / new / note: the props under
 * `## Move from react-google-charts`, the type names under `## Use the TypeScript types`). These
 * tests keep the two saying the same thing and naming every prop of react-google-charts.
 */
import { readFileSync } from 'fs';
import path from 'path';
import { PEER_PROPS } from './usages';

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const readme = read('../../README.md');
const walkthrough = read('../../../../content/docs/quick-walkthrough.mdx');

/** The text from a heading (`## …` or `### …`, found after `after`) to the next heading. */
function section(doc: string, heading: string, after = ''): string {
  const from = doc.slice(doc.indexOf(after));
  const start = from.indexOf(`${heading}\n`);
  expect(start).toBeGreaterThan(-1);
  const rest = from.slice(start + heading.length + 1);
  return rest.slice(0, rest.search(/^#{2,3} /m) >>> 0);
}

/** The cells of each row of the Markdown tables in `text`, header and rule left out. */
const tableRows = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (react-google-charts|-)/.test(line))
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim()),
    );

const README_MIGRATION = '## Coming from react-google-charts';

/** The README's `[old, new, status, notes]` rows as the walkthrough writes them: a deprecated alias says so first in its note. */
const asWalkthroughRow = ([peer, chartwrap, status, notes]: string[]) => [
  peer,
  chartwrap,
  status === 'deprecated alias' ? `Deprecated alias. ${notes}`.trim() : notes,
];

describe.each([
  ['Props', '## Move from react-google-charts'],
  ['Types', '## Use the TypeScript types'],
])('the %s migration table', (readmeHeading, walkthroughHeading) => {
  it('says the same in the README and in the quick walkthrough', () => {
    const inReadme = tableRows(section(readme, `### ${readmeHeading}`, README_MIGRATION));
    expect(inReadme.length).toBeGreaterThan(0);
    expect(tableRows(section(walkthrough, walkthroughHeading))).toEqual(
      inReadme.map(asWalkthroughRow),
    );
  });
});

it('names every react-google-charts prop', () => {
  const peerForms = tableRows(section(readme, '### Props', README_MIGRATION))
    .map(([peer]) => peer)
    .join(' ');
  const missing = PEER_PROPS.filter((prop) => !new RegExp(`\`${prop}\\b`).test(peerForms));
  expect(missing).toEqual([]);
});
