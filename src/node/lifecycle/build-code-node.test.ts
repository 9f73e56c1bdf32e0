/**
 * @jest-environment node
 */
import { BUILD_CODE_NODE_TYPE, dependOnBuildCode, sourceBuildCodeNode } from './build-code-node';

test("one node carries the build code's version as its digest, so a new version changes the node", () => {
  const created: { version: string; internal: { contentDigest: string } }[] = [];
  const args = {
    actions: { createNode: (node: never) => void created.push(node) },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (value: unknown) => `digest:${String(value)}`,
  } as unknown as Parameters<typeof sourceBuildCodeNode>[0];
  sourceBuildCodeNode(args, 'v1');
  sourceBuildCodeNode(args, 'v2');
  expect(created.map((node) => node.internal.contentDigest)).toEqual(['digest:v1', 'digest:v2']);
  expect(new Set(created.map((node) => (node as unknown as { id: string }).id)).size).toBe(1);
});

test('a resolver that depends on the build code reads that node through the node model', async () => {
  const findOne = jest.fn(async () => null);
  await dependOnBuildCode({ nodeModel: { findOne } });
  expect(findOne).toHaveBeenCalledWith({ type: BUILD_CODE_NODE_TYPE, query: {} });
});
