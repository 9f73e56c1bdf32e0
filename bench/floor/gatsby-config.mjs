// The framework's floor: a bare Gatsby 5 site of four MDX pages (gatsby-source-filesystem +
// gatsby-plugin-mdx, one template, no other plugin), built by the bench beside the real site.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  siteMetadata: { title: 'Gatsby floor' },
  jsxRuntime: 'automatic',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: path.join(here, 'content') },
    },
    'gatsby-plugin-mdx',
  ],
};
