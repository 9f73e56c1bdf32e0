/**
 * onPostBuild: what is written beside Gatsby's output once every page is, in order. The search
 * index and llms files (started by createPagesStatefully), the search synonyms, the redirect and
 * alias pages with the sitemap and robots.txt, the type popups files every page names, the link
 * check over every page, and last the Content Security Policy and the checks on what gets
 * published, over everything written before.
 */
import type { Reporter } from 'gatsby';
import { pushSearchSynonyms } from '../search/search-index';
import { checkBuiltLinks } from './linkcheck';
import { restorePopupsFiles } from './restore-popups-files';
import { hardenPublicDir } from './harden';
import { writeStaticOutputs } from './static-output';
import { PUBLIC_DIR } from '../lifecycle/paths';

export async function writeAfterBuild({
  contentFiles,
  pagePaths,
  pathPrefix,
  reporter,
}: {
  /** The content files being written since createPagesStatefully (build-steps.ts). */
  contentFiles: Promise<void> | null;
  pagePaths: string[];
  pathPrefix: string;
  reporter: Reporter;
}): Promise<void> {
  // Each step is timed in the build log ("success link check - 0.4s"): the steps that grow with
  // the page count show there first.
  const step = async (name: string, run: () => unknown) => {
    const timer = reporter.activityTimer(name);
    timer.start();
    try {
      await run();
    } finally {
      timer.end();
    }
  };
  await step('search index and llms files', () => contentFiles);
  await step('search synonyms', () => pushSearchSynonyms(reporter));
  await step('redirects, aliases, sitemap and robots.txt', () =>
    writeStaticOutputs(PUBLIC_DIR, pagePaths),
  );
  await step('type popups files', () => {
    const restored = restorePopupsFiles(PUBLIC_DIR);
    if (restored) reporter.info(`code blocks: ${restored} type popups files written again`);
  });
  await step('link check', () => checkBuiltLinks(PUBLIC_DIR, pagePaths, pathPrefix, reporter));
  await step('content security policy', () =>
    hardenPublicDir({ publicDir: PUBLIC_DIR, siteDir: process.cwd(), pathPrefix, reporter }),
  );
}
