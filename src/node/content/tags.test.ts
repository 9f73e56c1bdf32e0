import fs from 'fs';
import path from 'path';
import { parseTags, tagPath } from './tags';

const TAGS =
  'animations, area-chart, bar-chart, bubble-chart, calendar, candlestick-chart, chart-editor, column-chart, combo-chart, controls, gantt, gauge, geo-chart, histogram, interactions, layout, line-chart, material-design, org-chart, pie-chart, sankey, scatter, scatter-chart, spreadsheet, stepped-area-chart, table, timeline, toolbar, tree-map, word-tree'.split(
    ', ',
  );

test('content/tags.yml declares exactly the 30 tags, each with a label and a description', () => {
  const tags = parseTags(
    fs.readFileSync(path.join(__dirname, '../../../content/tags.yml'), 'utf8'),
  );
  expect(tags.map((t) => t.id).sort()).toEqual([...TAGS].sort());
  for (const t of tags) {
    expect(t.label).toBeTruthy();
    expect(t.description).toBeTruthy();
  }
});

test('every content page uses declared tags and every example carries at least one', () => {
  const ids = new Set(TAGS);
  const dir = path.join(__dirname, '../../../content/examples');
  for (const f of fs.readdirSync(dir)) {
    const m = /^tags:\s*\[([^\]]*)\]/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'));
    expect([f, !!m]).toEqual([f, true]);
    const tags = m![1].split(',').map((s) => s.trim());
    expect(tags.length).toBeGreaterThan(0);
    for (const t of tags) expect([f, t, ids.has(t)]).toEqual([f, t, true]);
  }
});

test('malformed entries throw with the file and the tag', () => {
  expect(() => parseTags('Bad_Id:\n  label: x\n  description: y\n')).toThrow(/tag id "Bad_Id"/);
  expect(() => parseTags('a:\n  label: x\n')).toThrow(
    /content\/tags.yml: tag "a" field "description"/,
  );
  expect(() => parseTags('a:\n  label: x\n  description: y\n  colour: red\n')).toThrow(
    /unknown field "colour"/,
  );
  expect(() => parseTags('- a\n')).toThrow(/expected a map/);
});

test('tag paths', () => {
  expect(tagPath('pie-chart')).toBe('/tags/pie-chart');
});
