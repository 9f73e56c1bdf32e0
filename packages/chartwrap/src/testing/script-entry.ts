/** The entry of the browser script: esbuild bundles this into one IIFE (script-build.ts). */
export { runFakeGoogle } from './fake-google';
