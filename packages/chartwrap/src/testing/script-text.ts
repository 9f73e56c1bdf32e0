/**
 * The fake as one browser script (the IIFE of script-build.ts), for the loader URL's body.
 *
 * The package's build replaces this module with the script's text, bundled once at build time
 * (tsup.config.ts), so the published package runs no bundler. From source (Jest, the site's tests,
 * the browser tests, test-support's build for the bench), this module bundles the script on first
 * use with esbuild, a development dependency of the workspace, so no build step comes first.
 */
import { scriptBuildOptions, type ScriptBuildOptions } from './script-build';

/** What this module uses of Node: `process`, and `require` made by `module.createRequire`. */
interface NodeProcess {
  cwd(): string;
  getBuiltinModule?(id: 'node:module'): {
    createRequire(from: string): { (id: string): unknown; resolve(id: string): string };
  };
}

interface Esbuild {
  buildSync(options: ScriptBuildOptions): { outputFiles: { text: string }[] };
}

let bundled: string | undefined;

/**
 * Bundles script-entry.ts with esbuild. Node's `process.getBuiltinModule` loads it: a plain import
 * would have every bundler of this source (the package's build, test-support's, users' bundlers of
 * the built package) follow it into esbuild, which cannot be bundled.
 */
function bundleFromSource(): string {
  const nodeProcess = (globalThis as { process?: NodeProcess }).process;
  const moduleApi = nodeProcess?.getBuiltinModule?.('node:module');
  if (!nodeProcess || !moduleApi)
    throw new Error(
      "chartwrap/testing: the fake's browser script is bundled from the library's source with " +
        'esbuild, which needs Node 20.16 or later; the built package (dist/) holds it already.',
    );
  const requireHere = moduleApi.createRequire(nodeProcess.cwd() + '/package.json');
  const esbuild = requireHere('esbuild') as Esbuild;
  const entry = requireHere
    .resolve('chartwrap/package.json')
    .replace(/package\.json$/, 'src/testing/script-entry.ts');
  return esbuild.buildSync(scriptBuildOptions(entry)).outputFiles[0].text;
}

/** The bundled script: the IIFE that assigns `{ runFakeGoogle }` to its variable. */
export function fakeGoogleBundle(): string {
  bundled ??= bundleFromSource();
  return bundled;
}
