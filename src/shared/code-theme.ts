/**
 * The one palette of code on the site. Code is coloured with CSS variables (`--code-foreground`,
 * `--code-token-keyword`…) whose light and dark values live in src/styles/global.css, so a colour
 * mode switch recolours every block without highlighting it again:
 * - at build time, Shiki highlights with its CSS-variables theme under this prefix
 *   (src/node/markdown/code-highlighter.ts);
 * - in the browser, the live editor (react-live, Prism tokens) uses `EDITOR_THEME`, which maps
 *   Prism's token types onto the same variables, so pressing Edit does not change the look.
 */
import type { PrismTheme } from 'prism-react-renderer';

/** The prefix of the palette's CSS variables. */
export const CODE_VARIABLE_PREFIX = '--code-';

/** The palette's token names: each is a `--code-token-<name>` variable. */
export const CODE_TOKENS = [
  'keyword',
  'string',
  'string-expression',
  'comment',
  'constant',
  'function',
  'parameter',
  'punctuation',
  'link',
  'inserted',
  'deleted',
  'changed',
] as const;

export type CodeToken = (typeof CODE_TOKENS)[number];

const token = (name: CodeToken) => `var(${CODE_VARIABLE_PREFIX}token-${name})`;

/**
 * Prism's token types mapped to the token Shiki's CSS-variables theme gives the same syntax
 * (keywords and operators, quoted strings and JSX tag names, attribute, type and function names,
 * numbers and constants, comments).
 */
export const EDITOR_THEME: PrismTheme = {
  plain: {
    color: `var(${CODE_VARIABLE_PREFIX}foreground)`,
    backgroundColor: `var(${CODE_VARIABLE_PREFIX}background)`,
  },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: token('comment') } },
    { types: ['keyword', 'operator', 'important', 'atrule'], style: { color: token('keyword') } },
    {
      types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'tag', 'url'],
      style: { color: token('string-expression') },
    },
    {
      types: ['function', 'class-name', 'maybe-class-name', 'attr-name', 'builtin'],
      style: { color: token('function') },
    },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: token('constant') } },
    { types: ['punctuation'], style: { color: token('punctuation') } },
    { types: ['inserted'], style: { color: token('inserted') } },
    { types: ['deleted'], style: { color: token('deleted') } },
  ],
};
