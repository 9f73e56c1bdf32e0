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
import { withPrefix } from 'gatsby';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type FocusEvent,
  type RefObject,
} from 'react';
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

/** How near the viewport a block is when its popups are fetched. */
const POPUPS_MARGIN = '600px';

/** The popups files fetched, by path: one request each per page load (a failed one is dropped). */
const popupsRequests = new Map<string, Promise<string[]>>();

function fetchPopups(file: string): Promise<string[]> {
  let request = popupsRequests.get(file);
  if (!request) {
    request = fetch(withPrefix(file)).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<string[]>;
    });
    request.catch(() => popupsRequests.delete(file));
    popupsRequests.set(file, request);
  }
  return request;
}

/** Puts each popup into its hover target (`data-popup`), which it then describes. */
export function insertPopups(body: HTMLElement, popups: readonly string[]): void {
  for (const target of body.querySelectorAll<HTMLElement>('.twoslash-hover[data-popup]')) {
    if (target.querySelector(':scope > .twoslash-popup-container')) continue;
    const html = popups[Number(target.dataset.popup)];
    if (html === undefined) continue;
    const template = document.createElement('template');
    template.innerHTML = html;
    const popup = template.content.firstElementChild;
    if (!popup) continue;
    target.prepend(popup);
    target.setAttribute('aria-describedby', popup.id);
  }
}

/**
 * Fetches the block's popups (`file`) as it nears the viewport, or at once when it is hovered or
 * focused first, and puts them into its targets. A failed fetch is tried again on the next hover
 * or focus; without popups the code still reads and copies as it is.
 */
function useTypePopups(body: RefObject<HTMLDivElement>, file: string | undefined) {
  useEffect(() => {
    const element = body.current;
    if (!file || !element) return;
    let state: 'waiting' | 'loading' | 'done' = 'waiting';
    let unmounted = false;
    const load = () => {
      if (state !== 'waiting') return;
      state = 'loading';
      fetchPopups(file).then(
        (popups) => {
          if (unmounted) return;
          insertPopups(element, popups);
          state = 'done';
          stop();
        },
        () => {
          state = 'waiting';
        },
      );
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
            rootMargin: POPUPS_MARGIN,
          });
    const stop = () => {
      observer?.disconnect();
      element.removeEventListener('pointerover', load);
      element.removeEventListener('focusin', load);
    };
    element.addEventListener('pointerover', load);
    element.addEventListener('focusin', load);
    if (observer) observer.observe(element);
    else load();
    return () => {
      unmounted = true;
      stop();
    };
  }, [body, file]);
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
  /** A twoslash block's popups file (`/twoslash/<hash>.json`). */
  popups?: string;
}

export function CodeBlock({ html, copy, title, lang, popups }: CodeBlockProps) {
  const body = useRef<HTMLDivElement>(null);
  useTypePopups(body, popups);
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
