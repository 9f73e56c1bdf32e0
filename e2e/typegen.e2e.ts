/**
 * The query result types (`Queries.*` in src/gatsby-types.d.ts) are committed, because
 * `npm run typecheck` runs before any build. Every production build rewrites the file
 * (graphqlTypegen.generateOnBuild), so after the build of e2e/setup.ts it must still equal the
 * committed copy: a difference means a query or the schema changed without the regenerated file.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TYPES = 'src/gatsby-types.d.ts';
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

test('src/gatsby-types.d.ts is committed and the build wrote it unchanged (else: commit it)', () => {
  expect(git('ls-files', '--', TYPES).trim()).toBe(TYPES);
  expect(git('diff', '--stat', '--', TYPES)).toBe('');
});
