/**
 * Turns an MDX page body into plain Markdown: imports go, every `<Example name="x" … />` becomes
 * a fenced code block with the example's source, known components become the Markdown given for
 * them, and any other JSX element is dropped. Used by "Copy page as Markdown" in the browser and
 * by /llms-full.txt at build time, so both give the same text.
 */
export interface MarkdownInput {
  title: string;
  description?: string | null;
  /** Raw MDX body (without front matter). */
  body: string;
  /** Example sources by name. */
  sources: readonly { name: string; code: string }[];
  /** Absolute or site-relative URL of the page, printed under the title. */
  url?: string;
  /** Markdown replacing self-closing components, by component name (e.g. PropsReference). */
  components?: Record<string, string>;
}

const IMPORT_LINE = /^import\s[\s\S]*?from\s+['"][^'"]+['"];?[ \t]*$/gm;
const EXPORT_LINE = /^export\s+const\s[^\n]*$/gm;
const SELF_CLOSING =
  /<([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/>/g;
const NAME_ATTR = /\bname=(?:"([^"]*)"|'([^']*)')/;

export function exampleNamesIn(body: string): string[] {
  const names: string[] = [];
  for (const match of body.matchAll(SELF_CLOSING)) {
    if (match[1] !== 'Example') continue;
    const name = NAME_ATTR.exec(match[2]);
    const value = name?.[1] ?? name?.[2];
    if (value && !names.includes(value)) names.push(value);
  }
  return names;
}

function fence(code: string, info: string): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${info}\n${code.replace(/\n+$/, '')}\n${ticks}`;
}

export function mdxToMarkdown({
  title,
  description,
  body,
  sources,
  url,
  components = {},
}: MarkdownInput): string {
  const text = body
    .replace(IMPORT_LINE, '')
    .replace(EXPORT_LINE, '')
    .replace(SELF_CLOSING, (whole, tag: string, attrs: string) => {
      if (tag === 'Example') {
        const match = NAME_ATTR.exec(attrs);
        const name = match?.[1] ?? match?.[2];
        const source = sources.find((s) => s.name === name);
        return source ? fence(source.code, `tsx title="src/examples/${source.name}.tsx"`) : '';
      }
      return components[tag] ?? '';
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const head = [`# ${title}`];
  if (url) head.push(`URL: ${url}`);
  if (description) head.push(`> ${description}`);
  return `${head.join('\n\n')}\n\n${text}\n`;
}
