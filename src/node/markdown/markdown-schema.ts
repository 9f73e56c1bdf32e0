/**
 * What the markdown stage adds to the schema (content/schema.ts): a page's table of contents and
 * the example modules it embeds and its highlighted code blocks (`Mdx.tocHeadings`,
 * `Mdx.exampleSources`, `Mdx.codeBlocks`) and its static prose (`Mdx.proseParts`), and the `ExampleSource`
 * nodes they resolve to.
 */
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../config';
import { described, typeBuilders, type SchemaPart } from '../content/schema';
import {
  EXAMPLE_SOURCE_TYPE,
  exampleSourceDescription,
  exampleSourceFields,
  exampleSourcesField,
} from './example-sources';
import { tocHeadings } from './mdx-text';
import { codeBlocksField } from './page-code-blocks';
import { prosePartsField } from './static-prose';

export const markdownSchema: SchemaPart = {
  mdxFields: {
    codeBlocks: codeBlocksField,
    proseParts: prosePartsField,
    exampleSources: exampleSourcesField,
    tocHeadings: {
      type: '[TocHeading!]!',
      description:
        'The headings the table of contents lists (h2 and h3), in page order, with their ids (read from the MDX, without compiling the page).',
      resolve: (source: { body?: string }) =>
        tocHeadings(source.body ?? '', TOC_MIN_LEVEL, TOC_MAX_LEVEL),
    },
  },
  types(schema) {
    const { nodeType, objectType } = typeBuilders(schema);
    return [
      objectType(
        'TocHeading',
        'A heading of a page listed in its table of contents.',
        described({
          id: ['String!', 'The heading id on the page (the entry links to #id).'],
          title: ['String!', 'The heading text, inline code included.'],
          level: ['Int!', '2 for an h2, 3 for an h3.'],
        }),
      ),
      objectType(
        'PageCodeBlock',
        'A highlighted code block of a page, found by the id its compiled page gives it.',
        described({
          id: ['String!', 'The id the compiled page names the block by (<CodeBlock block="…">).'],
          html: ['String!', 'The highlighted <pre>, as HTML.'],
          copy: ['String!', 'What the Copy button puts on the clipboard.'],
        }),
      ),
      objectType(
        'ProsePart',
        'A run of static prose of a page, found by the id its compiled page gives it.',
        described({
          id: ['String!', 'The id the compiled page names the part by (<Prose part="…">).'],
          html: ['String!', 'The prose, as HTML.'],
        }),
      ),
      nodeType(EXAMPLE_SOURCE_TYPE, exampleSourceDescription, exampleSourceFields),
    ];
  },
};
