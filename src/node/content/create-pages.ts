/**
 * createPages: a page per built MDX file (docs and examples, with their sidebar neighbours and
 * "Last updated" date), the examples index, the tag pages, and the redirects of old paths.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { SidebarItem } from '../../shared/types';
import { PAGE_HISTORY_DIRECTORIES, pageSource, readGitDates } from './git-dates';
import { REDIRECTS, TEMPLATES, assertTemplatesExportDefault, contentPageContext } from './pages';

export async function createSitePages({
  graphql,
  actions,
  reporter,
  getNode,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter' | 'getNode'>): Promise<void> {
  assertTemplatesExportDefault();
  const { data, errors } = await graphql<Queries.SitePagesQuery>(`
    query SitePages {
      allMdx(filter: { fields: { built: { eq: true } } }) {
        nodes {
          id
          fields {
            docId
            collection
            slug
            listed
            section
          }
          internal {
            contentFilePath
          }
          exampleSources {
            path
          }
        }
      }
      sidebar(sidebarId: { eq: "default" }) {
        items
      }
      allTag {
        nodes {
          tagId
          path
        }
      }
    }
  `);
  if (errors || !data) {
    reporter.panicOnBuild('createPages: the pages query failed', errors);
    return;
  }
  const sidebarItems = (data.sidebar?.items ?? []) as unknown as SidebarItem[];
  // "Last updated": one `git log` for every page.
  const history = readGitDates(process.cwd(), PAGE_HISTORY_DIRECTORIES);
  if (!history.available) reporter.warn(`Pages show no "Last updated" date: ${history.reason}.`);
  for (const { id, fields, internal, exampleSources } of data.allMdx.nodes) {
    if (fields.listed && !fields.section) {
      reporter.panicOnBuild(
        `${fields.docId} is listed but no category of content/sidebar.yml holds it: add it to one, or mark it unlisted`,
      );
    }
    const template = fields.collection === 'examples' ? TEMPLATES.example : TEMPLATES.doc;
    actions.createPage({
      path: fields.slug,
      component: `${template}?__contentFilePath=${internal.contentFilePath}`,
      context: contentPageContext(
        { id, slug: fields.slug, listed: fields.listed, frontmatter: getNode(id)?.frontmatter },
        sidebarItems,
        pageSource(
          history,
          path.relative(process.cwd(), internal.contentFilePath!).split(path.sep).join('/'),
          exampleSources.map((source) => source.path),
        ),
      ),
    });
  }
  actions.createPage({ path: '/examples/', component: TEMPLATES.examples, context: {} });
  actions.createPage({ path: '/tags', component: TEMPLATES.tags, context: {} });
  for (const { tagId, path: tagPath } of data.allTag.nodes) {
    actions.createPage({ path: tagPath, component: TEMPLATES.tag, context: { tagId } });
  }
  for (const { fromPath, toPath } of REDIRECTS) {
    for (const from of [fromPath, `${fromPath}/`]) {
      actions.createRedirect({
        fromPath: from,
        toPath,
        isPermanent: true,
        redirectInBrowser: true,
      });
    }
  }
}
