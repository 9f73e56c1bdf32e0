/**
 * The DocSearch modal's stylesheet, written beside the index as a content-hashed file the modal
 * loads with its code on first use (so no modal CSS is inlined into every page).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The DocSearch modal's stylesheet, as a content-hashed static file the modal loads with its code
 * on first use (so no modal CSS is inlined into every page). Returns its path, or undefined.
 */
export function writeModalCss(publicDir: string): string | undefined {
  let source: string;
  try {
    // Resolved from the project root at run time (gatsby-node is bundled, so no bare require.resolve).
    source = modalStylesheet(createRequire(path.join(process.cwd(), 'package.json')));
  } catch {
    return undefined;
  }
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = `/docsearch-modal.${hash}.css`;
  fs.writeFileSync(path.join(publicDir, file), source);
  return file;
}

/**
 * The stylesheet of the installed modal: the @docsearch/css of @docsearch/react's own version
 * (the markup it styles), its variables scoped to the modal (`.DocSearch-Container`) so that
 * they leave alone the navbar's button, styled by the project's @docsearch/css with every page.
 */
export function modalStylesheet(require: NodeJS.Require): string {
  const react = path.dirname(require.resolve('@docsearch/react/package.json'));
  const css = createRequire(path.join(react, 'package.json')).resolve(
    '@docsearch/css/dist/modal.css',
  );
  const read = (name: string) => fs.readFileSync(path.join(path.dirname(css), name), 'utf8');
  return scopeRootVariables(`${read('_variables.css')}\n${read('modal.css')}`);
}

/** `:root` rules (DocSearch's variables) applied to the modal's container instead. */
export function scopeRootVariables(css: string): string {
  return css
    .replace(/html\[data-theme=dark\]\s*\{/g, 'html[data-theme=dark] .DocSearch-Container{')
    .replace(/:root\s*\{/g, '.DocSearch-Container{');
}
