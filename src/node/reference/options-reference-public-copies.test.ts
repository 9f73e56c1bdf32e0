/**
 * The defaults of the ten charts Google's public source does not hold: each one a row shows rests on
 * two public copies of Google's option tables (scripts/google-inventory/public-copies.json) that
 * agree with each other and with the row; a row with no record shows none.
 */
import {
  GOOGLE_INVENTORY,
  PUBLIC_COPIES,
  readOptionsReference,
  type OptionDoc,
} from './options-reference';

/** The charts whose defaults come from the public copies only. */
const CHARTS_WITHOUT_SOURCE = [
  'AnnotationChart',
  'Calendar',
  'Gantt',
  'Gauge',
  'GeoChart',
  'Map',
  'OrgChart',
  'Sankey',
  'Timeline',
  'WordTree',
];

let options: OptionDoc[];
beforeAll(() => {
  ({ options } = readOptionsReference());
});
const rowsOf = (owner: string) => options.filter((row) => row.owner === owner);

test('the public copies list exactly the ten charts, none of which Google’s source holds', () => {
  expect(Object.keys(PUBLIC_COPIES.charts).sort()).toEqual(CHARTS_WITHOUT_SOURCE);
  const inSource = CHARTS_WITHOUT_SOURCE.filter((owner) => owner in GOOGLE_INVENTORY.charts);
  expect(inSource).toEqual([]);
});

test('every record names a row of its chart', () => {
  const unknown = Object.entries(PUBLIC_COPIES.charts).flatMap(([owner, records]) =>
    Object.keys(records)
      .filter((rowPath) => !rowsOf(owner).some((row) => row.path === rowPath))
      .map((rowPath) => `${owner} ${rowPath}`),
  );
  expect(unknown).toEqual([]);
});

test('every record rests on two citations in different repositories, each naming repository, path and commit', () => {
  for (const [owner, records] of Object.entries(PUBLIC_COPIES.charts)) {
    for (const [rowPath, record] of Object.entries(records)) {
      const where = `${owner} ${rowPath}`;
      expect({ where, citations: record.citations.length }).toEqual({ where, citations: 2 });
      const repositories = new Set(record.citations.map((citation) => citation.repository));
      expect({ where, repositories: repositories.size }).toEqual({ where, repositories: 2 });
      for (const citation of record.citations) {
        expect(citation.repository).toMatch(/^[\w.-]+\/[\w.-]+$/);
        expect(citation.path).not.toBe('');
        expect(citation.commit).toMatch(/^[0-9a-f]{40}$/);
        expect(citation.committed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(citation.line).toBeGreaterThan(0);
        expect(citation.states).not.toBe('');
        // The two copies agree, and the record holds what they state.
        expect({ where, value: citation.value }).toEqual({ where, value: record.value });
      }
    }
  }
});

test('every default the ten charts show is a record’s value, and a row with no record shows none', () => {
  for (const owner of CHARTS_WITHOUT_SOURCE) {
    const rows = rowsOf(owner);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const record = PUBLIC_COPIES.charts[owner][row.path];
      expect({ owner, path: row.path, default: row.default, source: row.defaultSource }).toEqual({
        owner,
        path: row.path,
        default: record ? `\`${record.value}\`` : null,
        source: record ? 'public-copies' : null,
      });
    }
  }
});

test('no chart outside the ten takes a default from the public copies', () => {
  const elsewhere = options.filter(
    (row) => row.defaultSource === 'public-copies' && !CHARTS_WITHOUT_SOURCE.includes(row.owner),
  );
  expect(elsewhere).toEqual([]);
});
