/**
 * The links every doc and example page carries besides its content: its Markdown copy, its file in
 * the repository ("Edit this page"), a prefilled new issue ("Report a problem with this page") and
 * the assistants it can be opened in. Pure functions of the configuration in src/config.ts.
 */
import { ASSISTANT_LINKS, REPOSITORY_BRANCH, REPOSITORY_URL, assistantPrompt } from '../config';

/** The page's Markdown copy, written beside it by the build: `/examples/pie-chart.md`. */
export function markdownPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}.md`;
}

/** The repository's editor for `sourcePath` (a path from the repository root). */
export function editPageUrl(sourcePath: string): string {
  return `${REPOSITORY_URL}/edit/${REPOSITORY_BRANCH}/${sourcePath}`;
}

/** A new issue in the repository, its title and body filled in with the page's title and URL. */
export function reportProblemUrl(pageTitle: string, pageUrl: string): string {
  const query = new URLSearchParams({
    title: `Problem with the page "${pageTitle}"`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n`,
  });
  return `${REPOSITORY_URL}/issues/new?${query}`;
}

/** The "Open in …" links of a page whose Markdown is at `markdownUrl` (absolute). */
export function assistantLinks(markdownUrl: string): { label: string; href: string }[] {
  return ASSISTANT_LINKS.map(({ label, url, param }) => ({
    label,
    href: `${url}?${new URLSearchParams({ [param]: assistantPrompt(markdownUrl) })}`,
  }));
}
