/**
 * Server rendering: <html lang="en" dir="ltr">, the no-flash colour-mode script, the wrong-base-URL
 * banner (works without JavaScript), analytics scripts (only with GATSBY_GTAG_ID, never in preview
 * builds), the site's stylesheet linked rather than inlined, and the same wrappers as
 * gatsby-browser.
 */
import { isValidElement, type ReactNode } from 'react';
import type { GatsbySSR } from 'gatsby';
import { ANNOUNCEMENT_BAR } from './src/config';
import { ColorModeProvider, NO_FLASH_SCRIPT } from './src/components/ColorMode';
import { announcementNoFlashScript } from './src/components/AnnouncementBar';
import { Layout } from './src/components/Layout';
import { RootBoundary } from './src/components/RootBoundary';
import { GTAG_SCRIPT_URL, gtagInitScript } from './src/browser/analytics';
import { BASE_URL_CHECK_FILE, BaseUrlBanner } from './src/components/BaseUrlBanner';
import { searchHeadComponents } from './src/search/head'; // search: hosted-mode preconnect

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ColorModeProvider>
    <RootBoundary>{element}</RootBoundary>
  </ColorModeProvider>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
  setHtmlAttributes({ lang: 'en', dir: 'ltr' });
  const noFlash =
    NO_FLASH_SCRIPT + (ANNOUNCEMENT_BAR ? announcementNoFlashScript(ANNOUNCEMENT_BAR.id) : '');
  const head = [<script key="no-flash" dangerouslySetInnerHTML={{ __html: noFlash }} />];
  const gtagId = process.env.GATSBY_GTAG_ID;
  if (gtagId && process.env.CHARTWRAP_PREVIEW !== 'true') {
    head.push(
      <script key="gtag" async src={`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(gtagId)}`} />,
      <script key="gtag-init" dangerouslySetInnerHTML={{ __html: gtagInitScript(gtagId) }} />,
    );
  }
  head.push(...searchHeadComponents()); // search: preconnect to the search host (hosted mode only)
  setHeadComponents(head);
  // At the end of the body, so the page above renders without waiting for the check stylesheet
  // (a stylesheet in the head would hold back the first paint). The stylesheet loads only when the
  // site is served from its configured prefix, and then hides the banner; the browser does not
  // draw what follows a body stylesheet before it has loaded or failed, so the banner never flashes.
  setPostBodyComponents([
    <link key="base-url-check" rel="stylesheet" href={`${prefix}/${BASE_URL_CHECK_FILE}`} />,
    <BaseUrlBanner key="base-url-banner" prefix={prefix} />,
  ]);
};

/**
 * The stylesheet Gatsby inlines into every page (`<style data-href="/styles.<hash>.css">`) as a link
 * to that content-hashed file instead: the same 29 KB in every page came to 30 MB of a thousand
 * pages' HTML, and a reader's browser now keeps the file for every page after the first.
 */
function linkedStylesheet(component: ReactNode): ReactNode {
  if (!isValidElement<{ 'data-href'?: string }>(component) || component.type !== 'style') {
    return component;
  }
  const href = component.props['data-href'];
  return href ? <link key={href} rel="stylesheet" href={href} /> : component;
}

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(getHeadComponents().map(linkedStylesheet));
};
