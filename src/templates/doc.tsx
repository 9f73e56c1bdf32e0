import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocPage, type DocPageContext, type DocPageData } from '../components/DocPage';
import { Seo } from '../components/Seo';
// --- content: example sources and "Copy page as Markdown" (src/components/playground) ---
import {
  CopyPageMarkdown,
  ExampleSourcesProvider,
  type ExampleSourceText,
} from '../components/playground';

type DocData = DocPageData & {
  mdx: DocPageData['mdx'] & { body: string; exampleSources: ExampleSourceText[] };
};
// --- end content ---

/** A guide of content/docs (`/docs/{name}`). */
export default function DocTemplate({
  data,
  pageContext,
  children,
}: PageProps<DocData, DocPageContext>) {
  const fm = data.mdx.frontmatter;
  return (
    <DocPage
      data={data}
      pageContext={pageContext}
      header={
        /* --- content --- */
        <CopyPageMarkdown
          title={fm.title}
          description={fm.description}
          body={data.mdx.body}
          sources={data.mdx.exampleSources}
          path={data.mdx.fields.slug}
        />
        /* --- end content --- */
      }
    >
      {/* --- content --- */}
      <ExampleSourcesProvider sources={data.mdx.exampleSources}>{children}</ExampleSourcesProvider>
      {/* --- end content --- */}
    </DocPage>
  );
}

export function Head({ data }: HeadProps<DocPageData>) {
  const fm = data.mdx.frontmatter;
  return (
    <Seo
      title={fm.title}
      description={fm.description}
      keywords={fm.keywords}
      image={fm.image ?? undefined}
      path={data.mdx.fields.slug}
      noindex={fm.unlisted}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        image
        unlisted
        tagNodes {
          tagId
          label
          path
        }
      }
      fields {
        slug
      }
      tableOfContents(maxDepth: 3)
      # content: the raw body ("Copy page as Markdown") and the examples' source text
      body
      exampleSources {
        name
        code
      }
    }
  }
`;
