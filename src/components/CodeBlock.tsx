/**
 * A code block of an MDX page or an example: the `<pre>` highlighted at build time
 * (src/node/markdown/code-blocks.ts), an optional file name, and a Copy button. Nothing is highlighted in
 * the browser; the colours are CSS variables that follow the colour mode.
 *
 * Twoslash blocks carry their types in the markup: each hover target takes focus, and its popup
 * shows (CSS) on hover and focus. Escape hides the popup of the focused target until it loses focus.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type FocusEvent } from 'react';
import { copyText } from '../browser/clipboard';

/** How long the button says "Copied" before it says "Copy" again. */
const COPIED_FOR_MS = 2000;

export function CopyButton({ text, label = 'Copy code' }: { text: string; label?: string }) {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    copyText(text).then(
      () => setStatus('Copied'),
      (error: Error) => setStatus(error.message),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), COPIED_FOR_MS);
  };
  return (
    <>
      <button type="button" className="code-block__copy" onClick={copy} aria-label={label}>
        {status === 'Copied' ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}

/** Escape hides the focused type popup; it shows again once its target loses focus. */
function dismissPopup(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Escape' && target.classList.contains('twoslash-hover')) {
    target.dataset.dismissed = 'true';
  }
}

function restorePopup(event: FocusEvent<HTMLElement>) {
  delete (event.target as HTMLElement).dataset.dismissed;
}

export interface CodeBlockProps {
  /** The highlighted `<pre>`, as HTML. */
  html: string;
  /** What Copy puts on the clipboard. */
  copy: string;
  /** A file name shown above the code. */
  title?: string;
  /** The block's language. */
  lang?: string;
}

export function CodeBlock({ html, copy, title, lang }: CodeBlockProps) {
  return (
    <figure className="code-block" data-lang={lang}>
      {title && <figcaption className="code-block__title">{title}</figcaption>}
      <div
        className="code-block__body"
        onKeyDown={dismissPopup}
        onBlur={restorePopup}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <CopyButton text={copy} label={title ? `Copy ${title}` : 'Copy code'} />
    </figure>
  );
}
