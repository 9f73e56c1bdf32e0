import LZString from 'lz-string';
import { MAX_DATA_CHARS } from './reader-data';
import { parseText } from './reader-parse';
import {
  dataFromLink,
  dataToLink,
  MAX_LINK_DATA_CHARS,
  readStoredData,
  writeStoredData,
} from './reader-data-link';

describe('parseText', () => {
  it('reads a tab-separated range, a CSV with quoted commas, and JSON of arrays and of objects', () => {
    expect(parseText('A\tB\n1\t2\n')).toEqual({
      grid: [
        ['A', 'B'],
        ['1', '2'],
      ],
      source: 'tab-separated',
    });
    expect(parseText('A,B\n"x, y",2')).toEqual({
      grid: [
        ['A', 'B'],
        ['x, y', '2'],
      ],
      source: 'CSV',
    });
    expect(parseText('[["A","B"],["x",2]]')).toEqual({
      grid: [
        ['A', 'B'],
        ['x', '2'],
      ],
      source: 'JSON',
    });
    expect(parseText('[{"A":"x","B":2},{"A":"y","C":true}]')).toEqual({
      grid: [
        ['A', 'B', 'C'],
        ['x', '2', ''],
        ['y', '', 'true'],
      ],
      source: 'JSON',
    });
  });

  it('keeps scripts and formulas as cell text', () => {
    const text = 'Name\tValue\n<script>alert(1)</script>\t=HYPERLINK("http://x")';
    expect(parseText(text)).toMatchObject({
      grid: [
        ['Name', 'Value'],
        ['<script>alert(1)</script>', '=HYPERLINK("http://x")'],
      ],
    });
  });

  it('refuses a paste past the size limit, binary text and JSON that is not rows, each saying why', () => {
    expect(parseText('x'.repeat(MAX_DATA_CHARS + 1))).toEqual({
      problem: expect.stringMatching(/^This data is 4\.0 MB: the explorer takes up to 4\.0 MB/),
    });
    expect(parseText('PK\u0003\u0004\u0000binary')).toEqual({
      problem: expect.stringContaining('binary file'),
    });
    expect(parseText('[1, 2')).toEqual({ problem: expect.stringContaining('not valid JSON') });
    expect(parseText('[1, 2]')).toEqual({
      problem: 'JSON data must be an array of rows: arrays, or objects with the same keys',
    });
    expect(parseText('[[1], {"a": 2}]')).toEqual({
      problem: 'JSON data must be an array of rows: arrays, or objects, not a mix',
    });
  });

  it('refuses 100,000 rows naming the limit and suggesting a file', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `r${i}\t${i}`).join('\n');
    expect(parseText(text)).toEqual({
      problem:
        'This data has 100,000 rows: the explorer takes up to 20,000. Load larger data from a file in your code.',
    });
  });
});

describe('kept data', () => {
  const data = {
    text: 'A\tB\nx\t1',
    header: true,
    columns: [undefined, { type: 'number' as const }],
  };

  it('goes through the address and back', () => {
    const link = dataToLink(data)!;
    expect(dataFromLink(link)).toEqual({ ...data, columns: [undefined, { type: 'number' }] });
  });

  it('is too large for the address past the limit', () => {
    const random = Array.from({ length: 4000 }, (_, i) => ((i * 7919) % 9973).toString(36)).join(
      '\t',
    );
    expect(LZString.compressToEncodedURIComponent(random).length).toBeGreaterThan(
      MAX_LINK_DATA_CHARS,
    );
    expect(dataToLink({ text: random })).toBeNull();
  });

  it('refuses a forged address: not compressed, not JSON, extra fields, unknown types', () => {
    const forge = (value: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(value));
    for (const link of [
      'not-compressed',
      LZString.compressToEncodedURIComponent('{bad json'),
      forge({ text: 'x', script: 'alert(1)' }),
      forge({ text: 'x', columns: [{ type: 'function' }] }),
      forge({ text: 42 }),
    ]) {
      expect(dataFromLink(link)).toEqual({ problem: expect.stringContaining('could not be read') });
    }
  });

  it('is kept in storage per page and cleared', () => {
    expect(writeStoredData('/examples/pie-chart/', data)).toBe(true);
    expect(readStoredData('/examples/pie-chart')).toMatchObject({ text: data.text });
    expect(readStoredData('/examples/sankey/')).toBeNull();
    writeStoredData('/examples/pie-chart/', null);
    expect(readStoredData('/examples/pie-chart/')).toBeNull();
  });
});
