/**
 * Writes the inventory of Google's Charts source as JSON:
 *
 *   npx ts-node -P scripts/google-inventory/tsconfig.json scripts/google-inventory/inventory.ts \
 *     <google-visualization checkout or bare git dir> [output.json]
 *
 * The output defaults to scripts/google-inventory/google-inventory.json, which the options
 * reference and its tests read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildInventory } from './build-inventory';
import { readSourceTree } from './source-files';

export const INVENTORY_FILE = path.join(__dirname, 'google-inventory.json');

function main([sourceDir, output = INVENTORY_FILE]: string[]) {
  if (!sourceDir) {
    throw new Error('Usage: inventory.ts <google-visualization checkout or git dir> [output.json]');
  }
  const inventory = buildInventory(readSourceTree(sourceDir));
  fs.writeFileSync(output, `${JSON.stringify(inventory, null, 2)}\n`);
  const counts = Object.entries(inventory.charts).map(
    ([chart, { options, events }]) =>
      `${chart}: ${Object.keys(options).length} option paths, ` +
      `${Object.values(options).filter((o) => 'default' in o).length} defaults, ${events.length} events`,
  );
  console.log(`${output} (commit ${inventory.source.commit})\n${counts.join('\n')}`);
}

main(process.argv.slice(2));
