import { useState } from 'react';
import { copyText } from './clipboard';
import { mdxToMarkdown } from './markdown';
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

/** "Copy page as Markdown": the same Markdown /llms-full.txt carries for this page. */
export function CopyPageMarkdown({
  title,
  description,
  body,
  sources,
  path,
}: CopyPageMarkdownProps) {
  const [status, setStatus] = useState('');
  const copy = () => {
    const markdown = mdxToMarkdown({ title, description, body, sources: sources ?? [], url: path });
    copyText(markdown).then(
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
