/**
 * The data step of the package's build: `node write-data.mjs <public dir> <out file>` writes the
 * server's docs data (docs-data.ts) from the site's production build in `<public dir>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDocsData } from './build-data';

const [publicDir, outFile] = process.argv.slice(2);
if (!publicDir || !outFile) throw new Error('usage: write-data <public dir> <out file>');
const data = buildDocsData(path.resolve(publicDir));
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, JSON.stringify(data));
console.log(
  `chartwrap-mcp: ${data.pages.length} pages, ${data.records.length} search records, ${data.options.length} option rows, ${data.events.length} event rows, ${data.examples.length} examples -> ${outFile}`,
);
