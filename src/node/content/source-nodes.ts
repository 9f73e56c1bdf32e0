/**
 * The GraphQL nodes of content that is not MDX: the tags of content/tags.yml, the sidebars of
 * content/sidebar.yml and the docs version. Their computed fields (a tag's pages, a sidebar's
 * items and sections, a version's docs) are resolved from the MDX nodes in schema.ts.
 */
import type { SourceNodesArgs } from 'gatsby';
import { readSidebars } from './sidebar';
import { readTags, tagPath } from './tags';

type Args = Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>;

function createDataNode(
  { actions, createNodeId, createContentDigest }: Args,
  type: string,
  key: string,
  data: Record<string, unknown>,
): void {
  actions.createNode({
    ...data,
    id: createNodeId(`${type}-${key}`),
    internal: { type, contentDigest: createContentDigest(data) },
  });
}

/** `sourceNodes` step: Tag, Sidebar and DocsVersion nodes. */
export function sourceContentNodes(args: Args): void {
  for (const { id, label, description } of readTags()) {
    createDataNode(args, 'Tag', id, { tagId: id, label, description, path: tagPath(id) });
  }
  const sidebars = readSidebars();
  for (const [sidebarId, definition] of Object.entries(sidebars)) {
    createDataNode(args, 'Sidebar', sidebarId, { sidebarId, definition });
  }
  createDataNode(args, 'DocsVersion', 'current', {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: 'docs/quick-walkthrough',
    sidebars: Object.keys(sidebars),
  });
}
