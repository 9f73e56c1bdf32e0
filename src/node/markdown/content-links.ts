/**
 * Remark plugin: Markdown links to content files resolve to the page's route. Writers link to the
 * file they see beside them, `[bar chart](./bar-chart.mdx)` or
 * `[events](../docs/quick-walkthrough.mdx#events-and-the-ref)`; the link is resolved against the
 * linking file's own path and becomes the route of the page built from the target file
 * (`/examples/bar-chart`, `/docs/quick-walkthrough#events-and-the-ref`), front matter `slug`
 * included. A link to a content file that cannot be resolved is left as written and warned about
 * with the file and line; the build goes on (broken Markdown links only warn, while a broken link
 * to a route still fails the post-build link check).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { contentPageFields } from '../content/content-pages';
import type { ContentKind } from '../../shared/types';

const COLLECTIONS: readonly ContentKind[] = ['docs', 'examples'];

/** A link to a Markdown or MDX file: no scheme, not protocol-relative, path ending in .md/.mdx. */
export function isContentFileLink(url: string): boolean {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return false;
  return /\.mdx?$/i.test(url.split(/[?#]/, 1)[0]);
}

/** Front matter of an MDX source (empty when it has none). */
export function frontmatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  const data = match ? yaml.load(match[1]) : null;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * Route of the page built from `file` (absolute), or null when it is not a page's source: a file
 * `content/<docs|examples>/<name>.mdx` that exists.
 */
export function contentFileRoute(
  file: string,
  contentDir: string,
  readFile: (file: string) => string | null = readIfExists,
): string | null {
  const parts = path.relative(contentDir, file).split(path.sep);
  if (parts.length !== 2 || !(COLLECTIONS as readonly string[]).includes(parts[0])) return null;
  if (!parts[1].endsWith('.mdx')) return null;
  const source = readFile(file);
  if (source === null) return null;
  const collection = parts[0] as ContentKind;
  return contentPageFields(collection, parts[1].slice(0, -4), frontmatterOf(source)).slug;
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURI(text);
  } catch {
    return null;
  }
}

interface LinkNode {
  type: string;
  url?: string;
  position?: { start: { line: number; column: number } };
  children?: LinkNode[];
}

interface VFileLike {
  path?: string;
}

export interface ContentLinksOptions {
  /** The folder holding docs/ and examples/ (absolute). */
  contentDir: string;
  /** Receives each warning (default: console.warn, once per distinct message). */
  warn?: (message: string) => void;
  /** Reads a file, null when missing (tests pass their own files). */
  readFile?: (file: string) => string | null;
}

const warned = new Set<string>();
function warnOnce(message: string) {
  // MDX files compile more than once in a build (GraphQL fields and the page bundle).
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

export function remarkContentLinks({
  contentDir,
  warn = warnOnce,
  readFile = readIfExists,
}: ContentLinksOptions) {
  return (tree: LinkNode, file: VFileLike) => {
    const visit = (node: LinkNode) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        if (isContentFileLink(node.url)) node.url = resolveLink(node, node.url, file);
      }
      node.children?.forEach(visit);
    };
    const resolveLink = (node: LinkNode, url: string, vfile: VFileLike): string => {
      const [, filePart, rest] = /^([^?#]*)(.*)$/.exec(url) as RegExpExecArray;
      let route: string | null = null;
      const name = safeDecode(filePart);
      if (vfile.path && name !== null) {
        const target = name.startsWith('/')
          ? path.join(contentDir, name)
          : path.resolve(path.dirname(vfile.path), name);
        route = contentFileRoute(target, contentDir, readFile);
      }
      if (route) return `${route}${rest}`;
      const where = `${vfile.path ? path.relative(process.cwd(), vfile.path) : '(unknown file)'}:${
        node.position?.start.line ?? '?'
      }:${node.position?.start.column ?? '?'}`;
      warn(
        `warn ${where}: the Markdown link "${url}" names no content page (content/docs or content/examples); it is left as written.`,
      );
      return url;
    };
    visit(tree);
  };
}
