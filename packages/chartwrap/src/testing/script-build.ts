/**
 * How the fake becomes one self-contained browser script: esbuild bundles script-entry.ts (and the
 * modules it imports) into an IIFE that leaves `runFakeGoogle` in one variable. The package's
 * build runs this once (tsup.config.ts); from source, script-text.ts runs it on first use.
 */

/** The variable the bundle assigns its exports to (local to the loader source's function). */
export const SCRIPT_GLOBAL = 'chartwrapFakeGoogle';

/** The part of esbuild's API the script needs: a build that returns its output in memory. */
export interface ScriptBuildOptions {
  entryPoints: string[];
  bundle: true;
  format: 'iife';
  globalName: string;
  platform: 'browser';
  target: string;
  write: false;
  logLevel: 'silent';
}

/** esbuild's options for the script, given the path of script-entry.ts. */
export function scriptBuildOptions(entryPoint: string): ScriptBuildOptions {
  return {
    entryPoints: [entryPoint],
    bundle: true,
    format: 'iife',
    globalName: SCRIPT_GLOBAL,
    platform: 'browser',
    // As the library's own build (tsup.config.ts): the browsers and Node versions it supports.
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  };
}
