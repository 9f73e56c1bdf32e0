// One page per MDX file, through the template.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const createPages = async ({ graphql, actions }) => {
  const { data } = await graphql(`
    {
      allMdx {
        nodes {
          id
          frontmatter {
            slug
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  const template = path.resolve(here, 'src/templates/page.jsx');
  for (const node of data.allMdx.nodes) {
    actions.createPage({
      path: node.frontmatter.slug,
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id },
    });
  }
};
