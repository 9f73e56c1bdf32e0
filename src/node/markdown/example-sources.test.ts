/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { exampleSourceBlocks, isExampleSourceFile } from './example-sources';

test("the build's pre-rendering reads the example modules as their nodes hold them", () => {
  const blocks = exampleSourceBlocks();
  const paths = blocks.map((b) => b.location.file);
  expect(paths).toContain('src/examples/pie-chart.tsx');
  // Every module gatsby-source-filesystem turns into an ExampleSource node, and nothing else.
  const modules = fs.readdirSync('src/examples').filter((name) =>
    isExampleSourceFile({
      id: name,
      internal: { type: 'File', contentDigest: '' },
      sourceInstanceName: 'example-sources',
      extension: name.split('.').pop(),
      name: name.replace(/\.[^.]+$/, ''),
    }),
  );
  expect(paths).toEqual(modules.sort().map((name) => `src/examples/${name}`));
  for (const { input, location } of blocks) {
    expect(input).toEqual({ code: fs.readFileSync(location.file, 'utf8'), lang: 'tsx', meta: '' });
  }
});
