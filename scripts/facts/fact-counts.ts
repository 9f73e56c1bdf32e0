/**
 * Prints, per chart type and control, how many rows its options table has, how many of them show
 * a default, how many of those are `per member` (an object whose members carry the defaults) and so
 * how many show a value, and where each default comes from (`google-source`, `public-copies`), and
 * how many of its events Google's source fires:
 *
 *   npm run facts:counts
 *   npm run facts:counts -- --list none [PieChart]   (the rows of one source kind, `none` for blanks)
 *
 * The counts are read from the same rows the site's pages show (readOptionsReference()).
 */
import {
  GOOGLE_INVENTORY,
  MEMBERS_DEFAULT,
  readOptionsReference,
} from '../../src/node/reference/options-reference';

/** One owner's counts: rows, defaults by source kind, events by whether the source fires them. */
interface OwnerCounts {
  rows: number;
  defaults: Map<string, number>;
  /** Rows whose default is `per member`: an object whose members each carry their own. */
  perMember: number;
  events: Map<string, number>;
}

/** Where a row's default comes from, or `none`. */
const kindOf = (row: { default: string | null; defaultSource?: string | null }) =>
  row.default ? (row.defaultSource ?? 'unknown') : 'none';

const add = (counts: Map<string, number>, kind: string) =>
  counts.set(kind, (counts.get(kind) ?? 0) + 1);

/** Whether Google's source fires the event for the chart (or through the ChartWrapper). */
const firedBySource = (owner: string, event: string) =>
  [owner, 'ChartWrapper'].some((chart) => GOOGLE_INVENTORY.charts[chart]?.events.includes(event)) &&
  owner in GOOGLE_INVENTORY.charts;

function countsByOwner(): Map<string, OwnerCounts> {
  const { options, events } = readOptionsReference();
  const byOwner = new Map<string, OwnerCounts>();
  const of = (owner: string) => {
    let counts = byOwner.get(owner);
    if (!counts)
      byOwner.set(
        owner,
        (counts = { rows: 0, defaults: new Map(), perMember: 0, events: new Map() }),
      );
    return counts;
  };
  for (const row of options) {
    const counts = of(row.owner);
    counts.rows += 1;
    add(counts.defaults, kindOf(row));
    if (row.default === MEMBERS_DEFAULT) counts.perMember += 1;
  }
  for (const row of events) {
    add(of(row.owner).events, firedBySource(row.owner, row.event) ? 'google-source' : 'none');
  }
  return byOwner;
}

/** `google-source 40, public-copies 3, none 2` in a fixed order of kinds. */
const written = (counts: Map<string, number>) =>
  [...counts]
    .sort(([a], [b]) => (a === 'none' ? 1 : b === 'none' ? -1 : a.localeCompare(b)))
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ') || '-';

/** Each path whose rows' defaults rest on `kind` (`none` for no default), with the default and owners. */
function listRows(kind: string, owner?: string) {
  const byPath = new Map<string, { shown: string | null; owners: string[] }>();
  for (const row of readOptionsReference().options) {
    if (kindOf(row) !== kind || (owner && row.owner !== owner)) continue;
    const entry = byPath.get(row.path) ?? { shown: row.default, owners: [] };
    entry.owners.push(row.owner);
    byPath.set(row.path, entry);
  }
  for (const [rowPath, { shown, owners }] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${rowPath}  ${shown ?? '-'}  (${owners.join(', ')})`);
  }
}

function main() {
  const list = process.argv.indexOf('--list');
  if (list >= 0) return listRows(process.argv[list + 1] ?? 'none', process.argv[list + 2]);
  const byOwner = countsByOwner();
  const lines = [
    '| Chart or control | Option rows | With a default | Of them per member | With a value | Defaults by source | Events by source |',
  ];
  lines.push('| --- | --: | --: | --: | --: | --- | --- |');
  for (const [owner, counts] of [...byOwner].sort(([a], [b]) => a.localeCompare(b))) {
    const withDefault = counts.rows - (counts.defaults.get('none') ?? 0);
    const withValue = withDefault - counts.perMember;
    const share = (n: number) => (counts.rows ? Math.round((100 * n) / counts.rows) : 0);
    lines.push(
      `| ${owner} | ${counts.rows} | ${withDefault} (${share(withDefault)} %) | ${counts.perMember} | ${withValue} (${share(withValue)} %) | ${written(counts.defaults)} | ${written(counts.events)} |`,
    );
  }
  console.log(lines.join('\n'));
}

main();
