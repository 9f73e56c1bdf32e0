/**
 * Front-matter validation for content/docs and content/examples (pure functions, unit-tested).
 * gatsby-node calls `validateFrontmatter` for every MDX node and fails the build with the
 * messages it returns: each names the file and the field.
 */
import type { ContentKind } from '../shared/types';

export const EXAMPLE_KINDS = ['core', 'material', 'advanced'] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

type FieldRule = {
  type: 'string' | 'string[]' | 'keywords' | 'number' | 'boolean' | 'enum';
  required?: boolean | ContentKind;
  values?: readonly string[];
  /** Human description, also used for the GraphQL schema's field description. */
  description: string;
};

/** Every front-matter field a page may carry. Any other field fails the build. */
export const FRONTMATTER_FIELDS: Record<string, FieldRule> = {
  title: {
    type: 'string',
    required: true,
    description: 'Page title, shown as the h1 and in `<title>`.',
  },
  description: {
    type: 'string',
    required: true,
    description:
      'One-sentence summary: meta description, Open Graph and Twitter description, cards.',
  },
  keywords: {
    type: 'keywords',
    description:
      'Search keywords for the `keywords` meta tag (a list, or one comma-separated string).',
  },
  image: {
    type: 'string',
    description:
      'Social image: an absolute URL or a path under static/ (made absolute in meta tags).',
  },
  tags: {
    type: 'string[]',
    required: 'examples',
    description:
      'Tag ids from content/tags.yml; every example carries its chart tag and its topics.',
  },
  sidebar_label: { type: 'string', description: 'Label in the sidebar (defaults to the title).' },
  sidebar_position: {
    type: 'number',
    description: 'Order inside the page\u2019s sidebar category (ascending).',
  },
  kind: {
    type: 'enum',
    values: EXAMPLE_KINDS,
    required: 'examples',
    description: 'Example category: core, material or advanced (examples only).',
  },
  chartType: {
    type: 'string',
    required: 'examples',
    description: 'The chartwrap `chartType` the example draws (examples only).',
  },
  slug: {
    type: 'string',
    description: 'Overrides the last path segment (defaults to the file name).',
  },
  draft: {
    type: 'boolean',
    description: 'true: the page exists only in development builds (listed as a draft id).',
  },
  unlisted: {
    type: 'boolean',
    description:
      'true: the page is built but kept out of the sidebar, tag pages, sitemap and search, with a notice.',
  },
};

export interface FrontmatterError {
  file: string;
  field: string;
  message: string;
}

/** Formats an error for the build log: `content/examples/x.mdx: front matter field "tagz": ...`. */
export function formatFrontmatterError(e: FrontmatterError): string {
  return `${e.file}: front matter field "${e.field}": ${e.message}`;
}

function checkType(value: unknown, rule: FieldRule): string | null {
  switch (rule.type) {
    case 'string':
      return typeof value === 'string' && value.trim() !== '' ? null : 'must be a non-empty string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? null
        : 'must be a list of strings';
    case 'keywords':
      return typeof value === 'string' ||
        (Array.isArray(value) && value.every((v) => typeof v === 'string'))
        ? null
        : 'must be a list of strings or a string';
    case 'enum':
      return typeof value === 'string' && rule.values!.includes(value)
        ? null
        : `must be one of ${rule.values!.join(', ')}`;
  }
}

/**
 * Validates one page's front matter. Returns every problem found (empty when valid).
 * @param file path shown in messages (e.g. `content/examples/pie-chart.mdx`)
 * @param kind the collection the file lives in
 * @param tagIds the ids declared in content/tags.yml
 */
export function validateFrontmatter(
  frontmatter: Record<string, unknown> | null | undefined,
  file: string,
  kind: ContentKind,
  tagIds: ReadonlySet<string>,
): FrontmatterError[] {
  const fm = frontmatter ?? {};
  const errors: FrontmatterError[] = [];
  for (const field of Object.keys(fm)) {
    if (!(field in FRONTMATTER_FIELDS)) {
      errors.push({
        file,
        field,
        message: `unknown field (known fields: ${Object.keys(FRONTMATTER_FIELDS).join(', ')})`,
      });
    }
  }
  for (const [field, rule] of Object.entries(FRONTMATTER_FIELDS)) {
    const value = fm[field];
    const required = rule.required === true || rule.required === kind;
    if (value === undefined || value === null) {
      if (required) errors.push({ file, field, message: 'is required' });
      continue;
    }
    if ((field === 'kind' || field === 'chartType') && kind === 'docs') {
      errors.push({ file, field, message: 'is only allowed on example pages' });
      continue;
    }
    const problem = checkType(value, rule);
    if (problem) {
      errors.push({ file, field, message: problem });
      continue;
    }
    if (field === 'tags') {
      const tags = value as string[];
      for (const tag of tags) {
        if (!tagIds.has(tag)) {
          errors.push({
            file,
            field,
            message: `unknown tag "${tag}" (declare it in content/tags.yml)`,
          });
        }
      }
      if (new Set(tags).size !== tags.length) {
        errors.push({ file, field, message: 'lists a tag twice' });
      }
    }
    if (field === 'slug' && !/^[a-z0-9][a-z0-9-]*$/.test(value as string)) {
      errors.push({ file, field, message: 'must be lower-case letters, digits and dashes' });
    }
  }
  return errors;
}
