/**
 * The build's code as a node of Gatsby's data layer, so page queries know when it changed.
 *
 * Gatsby re-runs a page's query when a node it read changed; it does not know that a field's
 * resolver reads what the build's code made (a page's highlighted code blocks, its static prose),
 * and it empties its cache only when gatsby-config.ts, gatsby-node.ts or a plugin's version
 * changes, not when a module they import does. After a change to src/node/ a warm build would
 * serve page data made by the old code (the prose of one version, the page's code of the next).
 * One node carries `buildCodeVersion()`; a resolver that reads the build code's output reads this
 * node first (`dependOnBuildCode`), so its queries run again whenever that version changes.
 */
import type { SourceNodesArgs } from 'gatsby';
import { buildCodeVersion } from './build-cache';

export const BUILD_CODE_NODE_TYPE = 'ChartwrapBuildCode';

/** Creates the one node, its digest the build code's version (sourceNodes). */
export function sourceBuildCodeNode(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
  version = buildCodeVersion(),
): void {
  actions.createNode({
    id: createNodeId(BUILD_CODE_NODE_TYPE),
    version,
    internal: { type: BUILD_CODE_NODE_TYPE, contentDigest: createContentDigest(version) },
  });
}

/** What a resolver is given that reads nodes (and so records what its query depends on). */
export interface NodeReader {
  nodeModel: { findOne(args: { type: string; query: object }): Promise<unknown> };
}

/** Records that the running query depends on the build's code (see the module's comment). */
export async function dependOnBuildCode(context: NodeReader): Promise<void> {
  await context.nodeModel.findOne({ type: BUILD_CODE_NODE_TYPE, query: {} });
}
