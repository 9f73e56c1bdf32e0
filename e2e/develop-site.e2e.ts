/**
 * `gatsby develop`, in a copy of the site under e2e/.tmp/ (the served build and the working tree's
 * public/ and .cache/ are untouched): GraphiQL's endpoint answers every example page's front
 * matter, documented; a page compiled on its first request renders with its static queries, and
 * an MDX edit shows in the open tab by hot reload. Skip it with E2E_SKIP_BUILDS=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowserForFile, waitForHydration } from './helpers';
import { TMP, freePort, gatsbyEnv, makeSiteCopy, stopProcessGroup, waitForServer } from './server';

const skip = process.env.E2E_SKIP_BUILDS === '1';
const maybe = skip ? describe.skip : describe;

jest.setTimeout(900_000);

/**
 * Starts `gatsby develop` in a fresh copy of the site on a free port; resolves once GraphiQL
 * answers, and rejects at once if the develop process exits first (stopping it if it never came
 * up).
 */
async function startDevelop(): Promise<{ dir: string; base: string; child: ChildProcess }> {
  const dir = makeSiteCopy(path.join(TMP, 'develop-site'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(TMP, 'develop.log'), 'w');
  const child = spawn(
    path.join(dir, 'node_modules/.bin/gatsby'),
    ['develop', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: gatsbyEnv(), stdio: ['ignore', log, log], detached: true },
  );
  try {
    await Promise.race([
      waitForServer(`${base}/___graphql`, 600_000),
      new Promise((_, reject) =>
        child.once('exit', (code, signal) =>
          reject(new Error(`gatsby develop exited (${code ?? signal}); see e2e/.tmp/develop.log`)),
        ),
      ),
    ]);
  } catch (error) {
    // Not left running when it never came up: the file's afterAll has no process to stop.
    await stopProcessGroup(child);
    throw error;
  }
  return { dir, base, child };
}

maybe('gatsby develop', () => {
  const { withPage } = launchBrowserForFile();
  let dir: string;
  let base: string;
  let child: ChildProcess;

  beforeAll(async () => {
    ({ dir, base, child } = await startDevelop());
  });

  afterAll(async () => {
    if (child) await stopProcessGroup(child);
  });

  test('/___graphql answers every example page front matter, with a documented schema', async () => {
    const endpoint = `${base}/___graphql`;
    const query = async (q: string) => {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q }),
      });
      return (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
    };
    const pages = await query(`{
      allMdx(filter: { fields: { collection: { eq: "examples" } } }) {
        nodes { fields { slug } frontmatter { title description tags kind chartType tagNodes { label } } }
      }
    }`);
    expect(pages.errors).toBeUndefined();
    const nodes = (pages.data.allMdx as { nodes: { frontmatter: Record<string, unknown> }[] })
      .nodes;
    expect(nodes).toHaveLength(31);
    for (const n of nodes) {
      expect(n.frontmatter.title).toBeTruthy();
      expect((n.frontmatter.tags as string[]).length).toBeGreaterThan(0);
      expect((n.frontmatter.tagNodes as unknown[]).length).toBe(
        (n.frontmatter.tags as string[]).length,
      );
    }
    const schema = await query(
      `{ __type(name: "MdxFrontmatter") { description fields { name description } } }`,
    );
    const type = schema.data.__type as {
      description: string;
      fields: { name: string; description: string | null }[];
    };
    expect(type.description).toMatch(/fails the build/);
    // Every field the query above read is in the schema, and every field has a description.
    expect(type.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['title', 'description', 'tags', 'kind', 'chartType', 'tagNodes']),
    );
    for (const f of type.fields)
      expect([f.name, f.description]).toEqual([f.name, expect.any(String)]);
  });

  test('pages compiled on their first request render their static queries, and an MDX edit hot-reloads', async () => {
    await withPage(
      async (h) => {
        await h.page.goto(`${base}/examples/pie-chart`, { waitUntil: 'load' });
        await waitForHydration(h.page);
        await expect(h.page.locator('h1').first().textContent()).resolves.toBe('Pie chart');
        // The layout's site title comes from a static query.
        await expect(h.page.locator('.navbar__title').first().textContent()).resolves.toBe(
          'Chartwrap',
        );
        expect(h.pageErrors.join('\n')).not.toMatch(/StaticQuery/);
        // A static query in a component that only the walkthrough's MDX imports: its code is
        // compiled after the page's data was first asked for.
        await h.page.goto(`${base}/docs/quick-walkthrough`, { waitUntil: 'load' });
        await waitForHydration(h.page);
        await h.page
          .getByRole('region', { name: 'Props of <Chart>' })
          .getByText('chartType')
          .first()
          .waitFor();
        expect(h.pageErrors.join('\n')).not.toMatch(/StaticQuery/);
        await h.page.goto(`${base}/examples/pie-chart`, { waitUntil: 'load' });
        await waitForHydration(h.page);

        await h.page.evaluate(() => Object.assign(window, { __samePage: true }));
        const file = path.join(dir, 'content/examples/pie-chart.mdx');
        const marker = `Edited in develop ${Date.now()}`;
        fs.appendFileSync(file, `\n${marker}\n`);
        await h.page.getByText(marker).waitFor({ timeout: 60_000 });
        // Hot reload, not a full reload: the page's window is the same.
        expect(await h.page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(
          true,
        );
      },
      {
        base,
        // Webpack's lazy compilation tells the page its code is ready from another local port.
        handleExternal: async (route, requestUrl) => {
          if (!/^http:\/\/(localhost|127\.0\.0\.1):/.test(requestUrl)) return false;
          await route.fallback();
          return true;
        },
      },
    );
  });
});
