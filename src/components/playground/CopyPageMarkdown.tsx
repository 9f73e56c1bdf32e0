import { useState } from 'react';
import { withPrefix } from 'gatsby';
import { copyText } from '../../browser/clipboard';
import { mdxToMarkdown } from '../../shared/markdown';
import type { ExampleSourceText } from './sources';
import * as styles from './playground.module.css';

export interface CopyPageMarkdownProps {
  title: string;
  description?: string | null;
  /** The page's raw MDX body (`mdx { body }`). */
  body: string;
  /** The page's example sources (`mdx { exampleSources { name code } }`). */
  sources?: readonly ExampleSourceText[] | null;
  /** Site-relative path of the page. */
  path?: string;
}

/**
 * "Copy page as Markdown": the page's `.md` file written at build time (the text /llms-full.txt
 * carries), or, where it is missing (`gatsby develop`), the same conversion done here.
 */
export function CopyPageMarkdown({
  title,
  description,
  body,
  sources,
  path,
}: CopyPageMarkdownProps) {
  const [status, setStatus] = useState('');
  const copy = () => {
    const local = () =>
      mdxToMarkdown({ title, description, body, sources: sources ?? [], url: path });
    const built: Promise<string> = path
      ? fetch(withPrefix(`${path.replace(/\/+$/, '')}.md`)).then((r) =>
          r.ok && /markdown|text\/plain/.test(r.headers.get('content-type') ?? 'text/plain')
            ? r.text()
            : local(),
        )
      : Promise.resolve(local());
    built
      .catch(local)
      .then(copyText)
      .then(
        () => setStatus('Page copied as Markdown.'),
        (error: Error) => setStatus(error.message),
      );
  };
  return (
    <div className={styles.copyPage}>
      <button type="button" className={styles.button} onClick={copy}>
        Copy page as Markdown
      </button>
      <span role="status">{status}</span>
    </div>
  );
}
