/**
 * The process's one Shiki highlighter, with the CSS-variables theme of src/shared/code-theme.ts:
 * the markup carries variables, the stylesheet gives them their light and dark values.
 */
import {
  createCssVariablesTheme,
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type HighlighterGeneric,
} from 'shiki';
import { CODE_VARIABLE_PREFIX } from '../../shared/code-theme';

/** The languages a block may name (and their aliases); none, `text` or `txt` is plain text. */
export const CODE_LANGUAGES = [
  'tsx',
  'typescript',
  'jsx',
  'javascript',
  'json',
  'shellscript',
  'mdx',
  'yaml',
  'css',
  'html',
  'diff',
] as const;
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plaintext']);

/** Whether a fence's language (trimmed, lower case) means plain text. */
export const isPlainLanguage = (lang: string) => PLAIN_LANGUAGES.has(lang);

export const CODE_THEME = createCssVariablesTheme({
  name: 'chartwrap-css-variables',
  variablePrefix: CODE_VARIABLE_PREFIX,
  fontStyle: true,
});

type Highlighter = HighlighterGeneric<BundledLanguage, BundledTheme>;
let highlighterPromise: Promise<Highlighter> | undefined;

/** The process's one highlighter (Shiki loads its grammars once). */
export function highlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: [CODE_THEME], langs: [...CODE_LANGUAGES] });
  return highlighterPromise as Promise<Highlighter>;
}
