/**
 * The search code's weight: the gzipped bytes a page loads before search is used (the button) and
 * on first use (the modal chunk, beside the DocSearch versions it could be built with:
 * `modalCandidates`), and the modal's stylesheet as the build writes it.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { importSources, ROOT, TMP } from './search-sources.mjs';

const external = ['react', 'react-dom', 'react/jsx-runtime', 'gatsby'];

/** Minified and gzipped bytes of `entry`'s bundle, React and Gatsby left out. */
async function sizeOf(entry) {
  const out = path.join(TMP, `size-${path.basename(entry)}.js`);
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outfile: out,
    external,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'lazy',
        setup(b) {
          // The button's bundle stops at the lazy imports of the modal and the client.
          b.onResolve({ filter: /^\.\/(SearchModal|client)$/ }, (args) =>
            entry.endsWith('SearchBar.tsx') ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const code = fs.readFileSync(out);
  return { raw: code.length, gzip: gzipSync(code).length };
}

/** The search code before and on first use, and the candidates for the modal. */
export async function searchCodeSize() {
  const button = await sizeOf(path.join(ROOT, 'src/search/SearchBar.tsx'));
  const modal = await sizeOf(path.join(ROOT, 'src/search/SearchModal.tsx'));
  const candidates = await modalCandidates();
  // The stylesheet the build writes for the modal (its DocSearch version's, variables scoped).
  const { modalStylesheet } = await importSources(
    'modal-stylesheet',
    ["export { modalStylesheet } from './src/node/search/modal-stylesheet';"],
    { packages: 'external' },
  );
  const modalCss = gzipSync(modalStylesheet(createRequire(path.join(ROOT, 'package.json')))).length;
  return { button, modal, modalCss, candidates };
}

/**
 * JavaScript a first search loads, per candidate for the modal: DocSearch's modal alone, and the
 * site's modal chunk (src/search/SearchModal.tsx with the client, the engine and the vocabulary)
 * built on it. The installed @docsearch/react is the site's; another version is measured when
 * installed beside it under an alias (`npm install --no-save
 * docsearch-react-4@npm:@docsearch/react@4.7.1`), the site's chunk then built on it by an alias.
 * Minified, React and Gatsby left out (the page has them), gzip level 9.
 */
export async function modalCandidates() {
  const installed = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/@docsearch/react/package.json'), 'utf8'),
  ).version;
  const versions = [
    { label: installed, module: '@docsearch/react', modal: '@docsearch/react' },
    {
      label: '4.7',
      module: 'docsearch-react-4',
      modal: 'docsearch-react-4/modal',
      install: 'npm install --no-save docsearch-react-4@npm:@docsearch/react@4.7.1',
    },
  ];
  const size = async (stdin, alias) => {
    const result = await build({
      stdin: { contents: stdin, resolveDir: path.join(ROOT, 'src/search'), loader: 'tsx' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      external: ['react', 'react-dom', 'react/jsx-runtime', 'gatsby'],
      alias,
      logLevel: 'silent',
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const code = result.outputFiles[0].contents;
    return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  };
  const out = [];
  for (const v of versions) {
    // (4.x's exports map does not list its package.json: look for the folder.)
    const present = fs.existsSync(path.join(ROOT, 'node_modules', v.module, 'package.json'));
    const alias = v.module === '@docsearch/react' ? undefined : { '@docsearch/react': v.modal };
    const entries = [
      [
        `@docsearch/react ${v.label}: DocSearchModal alone`,
        `export { DocSearchModal } from '${v.modal}';`,
      ],
      [`site modal chunk on @docsearch/react ${v.label}`, "export * from './SearchModal';"],
    ];
    for (const [name, stdin] of entries) {
      out.push(present ? { name, ...(await size(stdin, alias)) } : { name, install: v.install });
    }
  }
  return out;
}
