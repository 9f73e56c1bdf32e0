/**
 * @jest-environment node
 *
 * Gatsby compiles a site's Functions (`src/api/`) with webpack before every build. Our patch to
 * Gatsby (patches/gatsby+5.16.1.patch) skips webpack in a production build when there is no
 * function to compile, as on this site; a site with functions still gets them compiled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The real webpack, watched through a proxy (which leaves its plugins and deprecated getters
// alone): the test asks whether Gatsby started it, and closes the compilers Gatsby leaves open.
const mockWebpackStarts = jest.fn();
jest.mock('webpack', () => {
  const actual = jest.requireActual<typeof import('webpack')>('webpack');
  return new Proxy(actual, {
    apply(target, self, args: unknown[]) {
      const compiler = Reflect.apply(target, self, args) as unknown;
      mockWebpackStarts(compiler);
      return compiler;
    },
  });
});

/**
 * Gatsby never closes the Functions compiler: webpack goes on storing its cache after the build.
 * Closing it waits for that, so nothing runs once the test's files are gone.
 */
async function closeCompilers() {
  for (const [compiler] of mockWebpackStarts.mock.calls as [import('webpack').Compiler][])
    await new Promise((resolve) => compiler.close(resolve));
}

interface FunctionsPlugin {
  onPreBootstrap: (args: { reporter: object; store: object; parentSpan?: object }) => Promise<void>;
}

let site: string;
let warnings: unknown[];

/** The plugin with the parts of Gatsby's store and reporter it reads. */
async function compileFunctions() {
  const reporter = {
    activityTimer: () => ({ start() {}, end() {}, panic: (e: unknown) => Promise.reject(e) }),
    error: (message: unknown) => Promise.reject(new Error(String(message))),
    verbose() {},
    warn: (message: unknown) => warnings.push(message),
  };
  const state = { program: { directory: site }, config: { pathPrefix: '' }, flattenedPlugins: [] };
  const store = { getState: () => state, dispatch() {} };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = require('gatsby/dist/internal-plugins/functions/gatsby-node') as FunctionsPlugin;
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await plugin.onPreBootstrap({ reporter, store });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

const compiled = (file: string) => path.join(site, '.cache/functions', file);

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-functions-'));
  fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "probe", "private": true }');
  mockWebpackStarts.mockClear();
  warnings = [];
});

afterEach(async () => {
  await closeCompilers();
  fs.rmSync(site, { recursive: true, force: true });
}, 60_000);

test('a site without src/api starts no webpack, and its functions manifest lists none', async () => {
  await compileFunctions();
  expect(mockWebpackStarts).not.toHaveBeenCalled();
  expect(JSON.parse(fs.readFileSync(compiled('manifest.json'), 'utf8'))).toEqual([]);
}, 60_000);

test('a site with a function still has it compiled', async () => {
  fs.mkdirSync(path.join(site, 'src/api'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/api/hello.ts'),
    'export default function hello(_req: unknown, res: { send(body: string): void }) {\n' +
      "  res.send('hello');\n}\n",
  );
  await compileFunctions();
  expect(mockWebpackStarts).toHaveBeenCalledTimes(1);
  const manifest = JSON.parse(fs.readFileSync(compiled('manifest.json'), 'utf8')) as {
    functionRoute: string;
  }[];
  expect(manifest.map((entry) => entry.functionRoute)).toEqual(['hello']);
  expect(fs.readFileSync(compiled('hello.js'), 'utf8')).toContain('hello');
  expect(warnings).toEqual([]);
}, 60_000);
