/**
 * The react-google-charts migration table lives in two places: the package README (what npm
 * shows, as a table) and the quick walkthrough (in the site's search index, as a list). These
 * tests keep the two saying the same thing and naming every prop of react-google-charts.
 */
import { readFileSync } from 'fs';
import path from 'path';
import { PEER_PROPS } from './usages';

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const readme = read('../../README.md');
const walkthrough = read('../../../../content/docs/quick-walkthrough.mdx');

/** The text of a `###` section of `## Coming from react-google-charts`. */
function section(doc: string, heading: string): string {
  const migration = doc.slice(doc.indexOf('## Coming from react-google-charts'));
  const start = migration.indexOf(`### ${heading}\n`);
  expect(start).toBeGreaterThan(-1);
  const rest = migration.slice(start + heading.length + 5);
  return rest.slice(0, rest.search(/^#{2,3} /m) >>> 0);
}

/** `[react-google-charts form, Chartwrap form, status, notes]` of each table row. */
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

/** The same four parts of each list item (`- peer → chartwrap, status. notes`). */
const listRows = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const [, peer, chartwrap, status, notes] =
        /^- (.*) → (.*), (supported|deprecated alias|type alias)\.(?: (.*))?$/.exec(line)!;
      return [peer, chartwrap, status, notes ?? ''];
    });

describe.each(['Props', 'Types'])('the %s migration table', (heading) => {
  it('says the same in the README and in the quick walkthrough', () => {
    const inReadme = tableRows(section(readme, heading));
    expect(inReadme.length).toBeGreaterThan(0);
    expect(listRows(section(walkthrough, heading))).toEqual(inReadme);
  });
});

it('names every react-google-charts prop', () => {
  const peerForms = tableRows(section(readme, 'Props'))
    .map(([peer]) => peer)
    .join(' ');
  const missing = PEER_PROPS.filter((prop) => !new RegExp(`\`${prop}\\b`).test(peerForms));
  expect(missing).toEqual([]);
});
