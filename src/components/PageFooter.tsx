import { withPrefix } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import { sendPageFeedback } from '../browser/analytics';
import { watchNearViewport } from '../browser/near-viewport';
import { editPageUrl, reportProblemUrl } from '../shared/page-links';
import { absoluteUrl } from './Seo';
import { useSiteData } from './SiteData';
import { EXTERNAL_LINK_PROPS } from './SmartLink';

/** The month names of `serverDate`: English, as `Intl.DateTimeFormat('en')` writes them. */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date as the server writes it: English, in UTC ("November 20, 2026"), so every build writes the
 * same text whatever the build machine's locale and time zone. Written without `Intl`: the browser
 * runs this too, while hydrating, and a page's first `Intl.DateTimeFormat` sets up ICU's locale
 * data, tens of milliseconds of the main thread on a phone (figure in docs/benchmarks.md).
 */
export const serverDate = (iso: string) => {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};

/** A date in the reader's locale and time zone. */
export const readerDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

/** How near the viewport the date is when it takes the reader's format. */
const READER_FORMAT_MARGIN = '200px';

/**
 * `<time datetime>` of a commit date: rendered as `serverDate` (so hydration sees the markup the
 * server wrote), then in the reader's locale once it nears the viewport. It sits at the foot of
 * the page, so the cost of `Intl` is paid when the reader scrolls there, not while the page loads.
 */
export function LastUpdated({ iso }: { iso: string }) {
  const [text, setText] = useState(() => serverDate(iso));
  const time = useRef<HTMLTimeElement>(null);
  useEffect(() => {
    const element = time.current;
    if (!element) return;
    return watchNearViewport(element, READER_FORMAT_MARGIN, (stop) => {
      stop();
      setText(readerDate(iso));
    });
  }, [iso]);
  return (
    <time ref={time} dateTime={iso}>
      {text}
    </time>
  );
}

/** "Was this page helpful? Yes / No": the answer goes to analytics when configured. */
export function PageFeedback({ path }: { path: string }) {
  const [answered, setAnswered] = useState(false);
  const questionId = useId();
  const answer = (helpful: boolean) => {
    // The path as page_view events give it (with the path prefix).
    sendPageFeedback(helpful, withPrefix(path));
    setAnswered(true);
  };
  return (
    <div className="page-feedback" role="group" aria-labelledby={questionId}>
      <span id={questionId}>Was this page helpful?</span>
      {!answered && (
        <>
          <button type="button" onClick={() => answer(true)}>
            Yes
          </button>
          <button type="button" onClick={() => answer(false)}>
            No
          </button>
        </>
      )}
      <span role="status">{answered ? 'Thank you for your feedback.' : ''}</span>
    </div>
  );
}

export interface PageFooterProps {
  title: string;
  /** Site-relative path of the page. */
  path: string;
  /** The page's MDX file, from the repository root. */
  sourcePath: string;
  /** When the page (its MDX file, and the example modules it embeds) last changed, if known. */
  lastUpdated: string | null;
}

/**
 * The end of every doc and example page: "Edit this page" (its MDX file in the repository), "Last
 * updated" (from git at build time; left out when the history is not available), the feedback
 * question and "Report a problem with this page" (a new issue, prefilled with the page's URL).
 */
export function PageFooter({ title, path, sourcePath, lastUpdated }: PageFooterProps) {
  const { siteMetadata } = useSiteData();
  const pageUrl = absoluteUrl(siteMetadata.siteUrl, path);
  return (
    <div className="page-footer">
      <div className="page-footer__row">
        <a href={editPageUrl(sourcePath)} {...EXTERNAL_LINK_PROPS}>
          Edit this page
        </a>
        {lastUpdated && (
          <span className="page-footer__updated">
            Last updated on <LastUpdated iso={lastUpdated} />
          </span>
        )}
      </div>
      <div className="page-footer__row">
        <PageFeedback path={path} />
        <a href={reportProblemUrl(title, pageUrl)} {...EXTERNAL_LINK_PROPS}>
          Report a problem with this page
        </a>
      </div>
    </div>
  );
}
