import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocPage, type DocPageContext, type DocPageData } from '../components/DocPage';
import { Seo } from '../components/Seo';
// --- content: example sources and "Copy page as Markdown" (src/components/playground) ---
import {
  CopyPageMarkdown,
  ExampleSourcesProvider,
  type ExampleSourceText,
} from '../components/playground';
// --- end content ---

type ExampleData = DocPageData & {
  mdx: DocPageData['mdx'] & { frontmatter: { chartType: string; kind: string } } & {
    body: string; // content
    exampleSources: ExampleSourceText[]; // content
  };
};

/** An example page (`/examples/{name}`): the MDX body renders the live example. */
export default function ExampleTemplate({
  data,
  pageContext,
  children,
}: PageProps<ExampleData, DocPageContext>) {
  const fm = data.mdx.frontmatter;
  return (
    <DocPage
      data={data}
      pageContext={pageContext}
      header={
        <>
          <p className="doc__meta">
            <code>chartType=&quot;{fm.chartType}&quot;</code> · {fm.kind} example
          </p>
          {/* --- content --- */}
          <CopyPageMarkdown
            title={fm.title}
            description={fm.description}
            body={data.mdx.body}
            sources={data.mdx.exampleSources}
            path={data.mdx.fields.slug}
          />
          {/* --- end content --- */}
        </>
      }
    >
      {/* --- content --- */}
      <ExampleSourcesProvider sources={data.mdx.exampleSources}>{children}</ExampleSourcesProvider>
      {/* --- end content --- */}
    </DocPage>
  );
}

export function Head({ data }: HeadProps<ExampleData>) {
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
  query ExamplePage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        image
        unlisted
        chartType
        kind
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
