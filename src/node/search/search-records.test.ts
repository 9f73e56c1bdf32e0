import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPageRecords, codeComments } from './search-records';
import { createSlugger, slugify } from '../markdown/heading-ids';

const body = readFileSync(join(__dirname, '../../test-utils/__fixtures__/walkthrough.mdx'), 'utf8');
const records = buildPageRecords({
  title: 'Quick walkthrough',
  path: '/docs/quick-walkthrough',
  section: 'Docs',
  description: 'Install Chartwrap and draw a first chart.',
  tags: ['pie-chart'],
  keywords: ['getting started'],
  body,
  exampleSource: '// Hours per day spent on each activity.\nconst data = [];\n',
});

describe('heading ids (src/node/markdown/heading-ids, shared with the site)', () => {
  it('follow github-slugger', () => {
    expect(slugify('Data shapes: rows & columns')).toBe('data-shapes-rows--columns');
    expect(slugify("It's 3.5 — ok?")).toBe('its-35--ok');
    const s = createSlugger();
    expect([s('Install'), s('Install'), s('Install')]).toEqual([
      'install',
      'install-1',
      'install-2',
    ]);
  });
});

describe('buildPageRecords', () => {
  it('starts with the page record (lvl1, no anchor) and its description', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/quick-walkthrough',
      anchor: null,
      content: null,
      hierarchy: { lvl0: 'Docs', lvl1: 'Quick walkthrough', lvl2: null },
      language: 'en',
      keywords: ['getting started'],
    });
    // keywords are searchable on the page record, never a displayed content record
    expect(records.some((r) => r.content?.includes('getting started'))).toBe(false);
    expect(records[1]).toMatchObject({
      type: 'content',
      content: 'Install Chartwrap and draw a first chart.',
    });
    // the first paragraph repeats the description: not indexed twice
    expect(
      records.filter((r) => r.content === 'Install Chartwrap and draw a first chart.'),
    ).toHaveLength(1);
  });

  it('gives headings lvl records with anchors matching the heading ids', () => {
    const headings = records.filter((r) => r.type !== 'content' && r.type !== 'lvl1');
    expect(headings.map((r) => [r.type, r.url])).toEqual([
      ['lvl2', '/docs/quick-walkthrough#install'],
      ['lvl2', '/docs/quick-walkthrough#data-shapes-rows--columns'],
      ['lvl3', '/docs/quick-walkthrough#typed-options'],
      ['lvl2', '/docs/quick-walkthrough#install-1'],
      ['lvl2', '/docs/quick-walkthrough#events'],
    ]);
    const typed = headings[2];
    expect(typed.hierarchy).toEqual({
      lvl0: 'Docs',
      lvl1: 'Quick walkthrough',
      lvl2: 'Data shapes: rows & columns',
      lvl3: 'Typed options',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    // a following lvl2 clears the lvl3
    expect(headings[3].hierarchy.lvl3).toBeNull();
  });

  it('turns paragraphs, list items, table rows, quotes and JSX text into content records', () => {
    const content = (text: string) => records.find((r) => r.content === text);
    expect(content('Run npm install chartwrap in your React project. See the docs.')).toMatchObject(
      {
        url: '/docs/quick-walkthrough#install',
        hierarchy: { lvl2: 'Install' },
      },
    );
    expect(content('Works with React 18 and 19')).toBeDefined();
    expect(content('Fully typed options')).toBeDefined();
    expect(content('options — ChartOptions')).toMatchObject({
      hierarchy: { lvl3: 'Typed options' },
    });
    expect(content('Listen to select and ready.')).toMatchObject({
      url: '/docs/quick-walkthrough#events',
    });
    expect(content('Text inside a component is indexed.')).toBeDefined();
    // imports, JSX tags and table delimiters are not content
    expect(records.some((r) => /import|<|Callout|----/.test(r.content ?? ''))).toBe(false);
  });

  it('indexes code comments, not code', () => {
    const content = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(content).toContain(
      'Rows are arrays: the first one holds the column labels. A second line of the same comment.',
    );
    expect(content).toContain('trailing comment');
    expect(content).toContain('A block comment about options.');
    expect(content.some((c) => c?.includes('example.com'))).toBe(false);
    expect(content).toContain('Hours per day spent on each activity.');
  });

  it('gives every record a unique objectID, tags and its position', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(records.every((r) => r.tags.includes('pie-chart') && r.tags.includes('default'))).toBe(
      true,
    );
    expect(records.map((r) => r.position)).toEqual(records.map((_, i) => i));
  });
});

describe('helpers', () => {
  it('codeComments ignores URLs and lint directives', () => {
    expect(codeComments("const u = 'http://x.y'; // eslint-disable-line\n// real")).toEqual([
      'real',
    ]);
  });
});
