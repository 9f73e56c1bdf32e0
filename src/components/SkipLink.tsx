import { MAIN_CONTENT_ID } from '../config';

/** First focusable element of every page: jumps past the navbar to the main content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
