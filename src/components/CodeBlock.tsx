/**
 * A code block of an MDX page or an example: the `<pre>` highlighted at build time
 * (src/node/markdown/code-blocks.ts), an optional file name, and a Copy button. Nothing is highlighted in
 * the browser; the colours are CSS variables that follow the colour mode.
 *
 * Twoslash blocks carry their types: each hover target takes focus, and its popup shows (CSS) on
 * hover and focus. The popups come from a file of their own (`popups`), fetched as the block nears
 * the viewport or is first hovered or focused, each put into its target, which it then describes.
 * Escape hides the popup of the focused target until it loses focus.
 */
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type FocusEvent,
  type RefObject,
} from 'react';
import { copyText } from '../browser/clipboard';
import { usePageCodeBlock } from './code-blocks-context';

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

/**
 * A twoslash block's popups (`file`), watched for once the block is mounted: the code that fetches
 * and inserts them (type-popups.ts) is a chunk of its own, loaded only by pages with such blocks,
 * so no example page carries it.
 */
function useTypePopups(body: RefObject<HTMLDivElement>, file: string | undefined) {
  useEffect(() => {
    const element = body.current;
    if (!file || !element) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./type-popups').then(
      ({ watchTypePopups }) => {
        if (!unmounted) stop = watchTypePopups(element, file);
      },
      // The chunk failed to load (offline): the code reads as it is, without types.
      () => {},
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [body, file]);
}

export interface CodeBlockProps {
  /** The id of one of the page's code blocks (its page data holds the HTML and copy text). */
  block?: string;
  /** The highlighted `<pre>`, as HTML (a block shown outside a page's MDX, by its HTML). */
  html?: string;
  /** What Copy puts on the clipboard. */
  copy?: string;
  /** A file name shown above the code. */
  title?: string;
  /** The block's language. */
  lang?: string;
  /** A twoslash block's popups file (`/twoslash/<hash>.json`). */
  popups?: string;
}

export function CodeBlock({ block, title, lang, popups, ...text }: CodeBlockProps) {
  const body = useRef<HTMLDivElement>(null);
  useTypePopups(body, popups);
  const pageBlock = usePageCodeBlock(block);
  if (block !== undefined && !pageBlock && typeof window === 'undefined') {
    // A page rendered without one of its blocks: a build must not publish it.
    throw new Error(`code block ${block} is not in this page's data (Mdx.codeBlocks)`);
  }
  const html = pageBlock?.html ?? text.html ?? '';
  const copy = pageBlock?.copy ?? text.copy ?? '';
  return (
    <figure className="code-block" data-lang={lang}>
      {title && <figcaption className="code-block__title">{title}</figcaption>}
      <div
        ref={body}
        className="code-block__body"
        data-popups={popups}
        onKeyDown={dismissPopup}
        onBlur={restorePopup}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <CopyButton text={copy} label={title ? `Copy ${title}` : 'Copy code'} />
    </figure>
  );
}
