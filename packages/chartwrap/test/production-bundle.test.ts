/**
 * @jest-environment node
 */
// The deprecation warnings are development-only: a production bundle (process.env.NODE_ENV set to
// 'production', as bundlers do) must carry none of their text.
import { build } from 'esbuild';
import { join } from 'node:path';

const bundle = async (nodeEnv: string, entry = 'index') => {
  const result = await build({
    entryPoints: [join(__dirname, `../src/${entry}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/*'],
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
};

describe('production bundle', () => {
  it('carries no deprecation warning text', async () => {
    const production = await bundle('production');
    expect(production).toContain('spreadsheetUrl');
    for (const text of ['is deprecated', 'react-google-charts form', 'console.warn', '`loaderUrl`'])
      expect(production).not.toContain(text);
  });

  it('the development bundle does carry it (the check above looks for the right text)', async () => {
    const development = await bundle('development');
    for (const text of ['is deprecated', 'react-google-charts form', 'console.warn', '`loaderUrl`'])
      expect(development).toContain(text);
  });
});

describe('the testing entry point', () => {
  // Text only the fake Google Charts holds: its record on the window and its drawn svg.
  const FAKE_ONLY = ['__fakeGoogle', 'data-fake-chart'];

  it.each(['index', 'core'])('is not bundled with the %s entry', async (entry) => {
    const code = await bundle('production', entry);
    for (const text of FAKE_ONLY) expect(code).not.toContain(text);
  });

  it('holds the fake (the check above looks for the right text)', async () => {
    const code = await bundle('production', 'testing');
    for (const text of FAKE_ONLY) expect(code).toContain(text);
  });
});
