import { useState } from 'react';
import { withPrefix } from 'gatsby';
import { copyText } from '../../browser/clipboard';
import * as styles from './playground.module.css';

export interface CopyPageMarkdownProps {
  /** Site-relative path of the page. */
  path: string;
}

/** The `.md` file written beside a page by the build, and by `gatsby develop` at start-up. */
async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(withPrefix(`${path.replace(/\/+$/, '')}.md`));
  // A host without the file may answer with its HTML 404 or index page.
  if (!response.ok || /text\/html/.test(response.headers.get('content-type') ?? '')) {
    throw new Error(
      'This page has no Markdown copy yet: restart `gatsby develop` or build the site.',
    );
  }
  return response.text();
}

/**
 * "Copy page as Markdown": copies the page's `.md` file, the text /llms-full.txt carries. The
 * Markdown is made at build time, so the MDX parser never ships to the browser.
 */
export function CopyPageMarkdown({ path }: CopyPageMarkdownProps) {
  const [status, setStatus] = useState('');
  const copy = () => {
    fetchMarkdown(path)
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
