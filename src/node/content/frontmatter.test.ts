import {
  formatFrontmatterError,
  frontmatterSchemaFields,
  validateFrontmatter,
  FRONTMATTER_FIELDS,
} from './frontmatter';

const TAGS = new Set(['pie-chart', 'table', 'controls']);
const example = {
  title: 'Pie chart',
  description: 'A pie.',
  keywords: ['pie'],
  tags: ['pie-chart'],
  sidebar_label: 'Pie chart',
  sidebar_position: 3,
  kind: 'core',
  chartType: 'PieChart',
};

describe('validateFrontmatter', () => {
  test('accepts a valid example and a valid doc', () => {
    expect(
      validateFrontmatter(example, 'content/examples/pie-chart.mdx', 'examples', TAGS),
    ).toEqual([]);
    expect(
      validateFrontmatter(
        { title: 'T', description: 'D', keywords: 'a, b' },
        'content/docs/x.mdx',
        'docs',
        TAGS,
      ),
    ).toEqual([]);
  });

  test('an unknown field names the file and the field', () => {
    const errors = validateFrontmatter(
      { ...example, tagz: ['x'] },
      'content/examples/pie-chart.mdx',
      'examples',
      TAGS,
    );
    expect(errors).toHaveLength(1);
    expect(formatFrontmatterError(errors[0])).toMatch(
      /^content\/examples\/pie-chart\.mdx: front matter field "tagz": unknown field/,
    );
  });

  test('an unknown tag fails with the file, the field and the tag', () => {
    const errors = validateFrontmatter(
      { ...example, tags: ['pie-chart', 'pie-charts'] },
      'f.mdx',
      'examples',
      TAGS,
    );
    expect(errors.map(formatFrontmatterError)).toEqual([
      'f.mdx: front matter field "tags": unknown tag "pie-charts" (declare it in content/tags.yml)',
    ]);
  });

  test('required fields, types and example-only fields', () => {
    const errors = validateFrontmatter({ title: 3, kind: 'core' }, 'd.mdx', 'docs', TAGS);
    const fields = errors.map((e) => e.field).sort();
    expect(fields).toEqual(['description', 'kind', 'title']);
    const ex = validateFrontmatter({ title: 'x', description: 'y' }, 'e.mdx', 'examples', TAGS);
    expect(ex.map((e) => e.field).sort()).toEqual(['chartType', 'kind', 'tags']);
    const bad = validateFrontmatter(
      { ...example, kind: 'fancy', draft: 'yes', slug: 'Bad Slug' },
      'e.mdx',
      'examples',
      TAGS,
    );
    expect(bad.map((e) => e.field).sort()).toEqual(['draft', 'kind', 'slug']);
  });

  test('every field has a description (used by the GraphQL schema)', () => {
    for (const rule of Object.values(FRONTMATTER_FIELDS))
      expect(rule.description.length).toBeGreaterThan(10);
  });

  test('the GraphQL type has one described field per front-matter field', () => {
    const fields = frontmatterSchemaFields();
    expect(Object.keys(fields)).toEqual(Object.keys(FRONTMATTER_FIELDS));
    expect(fields.title).toMatchObject({ type: 'String!', description: expect.any(String) });
    expect(fields.kind.type).toBe('String');
    expect(fields.sidebar_position.type).toBe('Float');
    const read = (name: string, value: unknown) =>
      (fields[name] as { resolve: (source: object) => unknown }).resolve({ [name]: value });
    expect(fields.keywords.type).toBe('[String!]!');
    expect(read('keywords', 'a, b,')).toEqual(['a', 'b']);
    expect(read('keywords', undefined)).toEqual([]);
    expect(read('tags', undefined)).toEqual([]);
    expect(read('draft', undefined)).toBe(false);
  });
});
