/**
 * Wrong-base-URL banner, rendered at the end of every page's HTML outside React (no JavaScript
 * needed) and pinned to the top of the window. It is visible by default; `static/base-url-ok.css`,
 * requested from the configured prefix just before it, hides it. Served from another path, that
 * stylesheet does not load and the banner stays.
 */
export const BASE_URL_CHECK_FILE = 'base-url-ok.css';
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

export function BaseUrlBanner({ prefix }: { prefix: string }) {
  const base = `${prefix}/`;
  return (
    <div
      id={BASE_URL_BANNER_ID}
      role="alert"
      style={{
        border: '1px solid #a01010',
        padding: '1rem',
        margin: '0',
        color: '#5a0000',
        backgroundColor: '#fde8e8',
        fontSize: '16px',
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 1000,
      }}
    >
      <p style={{ margin: 0 }}>
        <strong>Your site did not load properly.</strong> It is configured to be served from the
        base URL <code>{base}</code> (its path prefix), but it is served from another path, so its
        scripts and styles did not load. Serve it from <code>{base}</code>, or rebuild it with the
        PATH_PREFIX it is served under.
      </p>
    </div>
  );
}
