/**
 * @jest-environment node
 */
// The deprecation warnings are development-only: a production bundle (process.env.NODE_ENV set to
// 'production', as bundlers do) must carry none of their text.
import { build } from 'esbuild';
import { join } from 'node:path';

const bundle = async (nodeEnv: string) => {
  const result = await build({
    entryPoints: [join(__dirname, '../src/index.ts')],
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
