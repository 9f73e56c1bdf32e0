import { withPrefix } from 'gatsby';
import type { ReactNode } from 'react';
import { LOCALES, SITE } from '../config';
import type { PageMetadata } from '../shared/types';
import { useStaticSiteData } from './SiteData';

/** `Page | Chartwrap`. */
export function pageTitle(title: string | undefined, siteTitle: string, delimiter: string): string {
  return title ? `${title} ${delimiter} ${siteTitle}` : siteTitle;
}

/** Keywords as one comma-separated string. */
export function keywordsContent(keywords: PageMetadata['keywords']): string | null {
  if (!keywords) return null;
  const list = typeof keywords === 'string' ? keywords.split(',') : keywords;
  const joined = list
    .map((k) => k.trim())
    .filter(Boolean)
    .join(', ');
  return joined || null;
}

/** Absolute URL of a path or URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${withPrefix(pathOrUrl)}`;
}

export const DEFAULT_SOCIAL_IMAGE = '/social-card.png';

/**
 * Page metadata for Gatsby's Head API: title, description, keywords, canonical URL, Open Graph
 * and Twitter tags with an absolute image, noindex on preview builds, per-locale alternates once a
 * second locale exists.
 */
export function Seo({
  title,
  description,
  keywords,
  image,
  path,
  noindex,
  children,
}: PageMetadata & { path: string; noindex?: boolean; children?: ReactNode }) {
  const { siteMetadata } = useStaticSiteData();
  const fullTitle = pageTitle(title, siteMetadata.title, siteMetadata.titleDelimiter);
  const desc = description ?? siteMetadata.description;
  const url = absoluteUrl(siteMetadata.siteUrl, path);
  const img = absoluteUrl(siteMetadata.siteUrl, image ?? DEFAULT_SOCIAL_IMAGE);
  const kw = keywordsContent(keywords);
  const preview = process.env.CHARTWRAP_PREVIEW === 'true';
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      {kw && <meta name="keywords" content={kw} />}
      <link rel="canonical" href={url} />
      <link rel="icon" href={withPrefix(SITE.favicon)} type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteMetadata.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={img} />
      <meta property="og:locale" content="en" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={img} />
      {(noindex || preview) && <meta name="robots" content="noindex, nofollow" />}
      {LOCALES.length > 1 &&
        LOCALES.map((l) => (
          <link
            key={l.code}
            rel="alternate"
            hrefLang={l.code}
            href={absoluteUrl(
              siteMetadata.siteUrl,
              l.code === SITE.defaultLocale ? path : `/${l.code}${path}`,
            )}
          />
        ))}
      {children}
    </>
  );
}
