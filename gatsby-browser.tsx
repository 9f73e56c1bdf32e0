/**
 * Browser APIs: the layout around every page, colour mode, progress bar timing, keyboard-navigation
 * class, analytics page_view per path change. Global styles load here.
 */
import NProgress from 'accessible-nprogress';
import type { GatsbyBrowser } from 'gatsby';
import './src/styles/global.css';
import { KEYBOARD_NAVIGATION_CLASS, PROGRESS_BAR } from './src/constants';
import { ColorModeProvider } from './src/components/ColorMode';
import { Layout } from './src/components/Layout';
import { sendPageView, shouldSendPageView } from './src/components/analytics';
import { createProgressTimer } from './src/components/progress';

const progress = createProgressTimer(NProgress, PROGRESS_BAR.delayMs);
const analyticsEnabled = () =>
  !!process.env.GATSBY_GTAG_ID && process.env.CHARTWRAP_PREVIEW !== 'true';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ColorModeProvider>{element}</ColorModeProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Keyboard navigation: a Tab press adds a body class; a mouse press removes it.
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
  });
  document.addEventListener('mousedown', () =>
    document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS),
  );
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  progress.begin(prevLocation?.pathname, location.pathname);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  progress.end();
  if (analyticsEnabled() && shouldSendPageView(prevLocation, location)) sendPageView(location);
};
