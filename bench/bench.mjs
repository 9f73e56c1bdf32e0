// `npm run bench`: every section prints its figures beside a named peer; all figures go to
// bench/results.json. Sections are modules exporting a default async function returning JSON.
// Run one section with `node bench.mjs <name>`.
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sections = {
  librarySize: () => import('./library-size.mjs'),
  // The options explorer's Data tab: 10,000 rows read and checked, 100,000 refused.
  explorerData: () => import('./explorer-data.mjs'),
  // The MCP server's start-up and code checks (packages/chartwrap-mcp, built).
  mcpServer: () => import('./mcp-server.mjs'),
  // The site's sections (site-*.mjs, lighthouse.mjs, the framework floor); the summary last.
  siteBuild: () => import('./site-build.mjs'),
  gatsbyFloor: () => import('./gatsby-floor.mjs'),
  siteWeight: () => import('./site-weight.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
  search: () => import('./site-search.mjs'),
  // The reader queries (search-relevance.json) and questions (search-questions.json): ours
  // beside Pagefind over the same build.
  searchRelevance: () => import('./search-relevance.mjs'),
  siteDevelop: () => import('./site-develop.mjs'),
  // The site at +300 and +1,000 synthetic pages beside the bare Gatsby floor at the same sizes.
  growth: () => import('./growth.mjs'),
  summary: () => import('./site-summary.mjs'),
};

const only = process.argv.slice(2);
const file = fileURLToPath(new URL('./results.json', import.meta.url));
const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
let failed = false;
for (const [name, load] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  try {
    results[name] = await (await load()).default(results);
  } catch (error) {
    failed = true;
    console.error(`bench section ${name} failed:`, error);
  }
}
results.generatedAt = new Date().toISOString();
writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
console.log(`\nWrote ${file}`);
if (failed) process.exitCode = 1;
