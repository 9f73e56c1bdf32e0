/**
 * Browser APIs: the layout around every page, colour mode, progress bar timing, hover and touch
 * prefetch, keyboard-navigation class, analytics page_view per path change. Global styles load here.
 */
import type { GatsbyBrowser } from 'gatsby';
import 'accessible-nprogress/dist/accessible-nprogress.css';
import './src/styles/global.css';
import { KEYBOARD_NAVIGATION_CLASS } from './src/config';
import { ColorModeProvider } from './src/components/ColorMode';
import { Layout } from './src/components/Layout';
import { RootBoundary } from './src/components/RootBoundary';
import { sendPageView, shouldSendPageView } from './src/browser/analytics';
import { createRouteProgress } from './src/browser/progress';
import { installPrefetch } from './src/browser/prefetch';
import { guardPolicyNavigations } from './src/browser/page-policy';

const progress = createRouteProgress();
const analyticsEnabled = () =>
  !!process.env.GATSBY_GTAG_ID && process.env.CHARTWRAP_PREVIEW !== 'true';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ColorModeProvider>
    <RootBoundary>{element}</RootBoundary>
  </ColorModeProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  // The not-found page is rendered on the server at /404.html: lay it out for that path in the
  // browser too, whatever the unknown URL, or hydration would not match (no doc sidebar there).
  <Layout
    pathname={
      /^\/404(\/?|\.html)$/.test(props.pageResources?.page?.path ?? '')
        ? '/404.html'
        : props.location.pathname
    }
  >
    {element}
  </Layout>
);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  warnOnRouteFailure();
  installPrefetch(); // hover and touch prefetch, skipped on 2g connections and with data saving
  guardPolicyNavigations(); // a page needing more than this document's CSP loads fully
  // Keyboard navigation: a Tab press adds a body class; a mouse press removes it.
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
  });
  document.addEventListener('mousedown', () =>
    document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS),
  );
};

/**
 * When a route's resources (its chunk or page data) fail to load, a warning is logged and the
 * page reloads, so a reader (and a test) can tell a failed navigation from a slow one. Gatsby reloads by itself but logs nothing: its navigation calls
 * `window.___loader.loadPage` at call time, so a wrapper there sees the failure first.
 */
function warnOnRouteFailure() {
  type Resources = { status?: string } | null | undefined;
  const loader = (
    window as unknown as { ___loader?: { loadPage?: (p: string) => Promise<Resources> } }
  ).___loader;
  const loadPage = loader?.loadPage;
  if (!loader || typeof loadPage !== 'function') return;
  loader.loadPage = (rawPath) =>
    loadPage(rawPath).then((resources) => {
      if (!resources || resources.status === 'error') {
        console.warn(`Chartwrap: the resources of ${rawPath} failed to load; reloading the page.`);
      }
      return resources;
    });
}

/** Marks the document once React has hydrated it (browser tests wait for this). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  // The progress timer starts when a navigation starts: Gatsby calls onPreRouteUpdate only once
  // the next page's resources have loaded, so client navigations (gatsby-link and navigate() go
  // through window.___navigate) are observed here. Back/forward use onPreRouteUpdate below.
  const w = window as unknown as { ___navigate?: (to: unknown, options?: unknown) => unknown };
  const original = w.___navigate;
  if (typeof original === 'function') {
    w.___navigate = (to, options) => {
      if (typeof to === 'string') {
        progress.begin(window.location.pathname, new URL(to, window.location.href).pathname);
      }
      return original(to, options);
    };
  }
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  progress.begin(prevLocation?.pathname, location.pathname);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  progress.end();
  if (analyticsEnabled() && shouldSendPageView(prevLocation, location)) sendPageView(location);
};
