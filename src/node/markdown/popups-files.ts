/**
 * The files of a twoslash block's type popups: one JSON file per block under `public/twoslash/`,
 * named by its content, which the browser fetches as the block nears the viewport
 * (src/components/type-popups.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileWhole } from '../lifecycle/build-cache';

/** The folder of `public/` that holds the twoslash blocks' popups, one JSON file per block. */
export const POPUPS_DIR = 'twoslash';

/**
 * The site path of a block's popups file, named by its content (so a host may cache it for good):
 * `/twoslash/<hash>.json`.
 */
export const popupsFile = (popups: readonly string[]) =>
  `/${POPUPS_DIR}/${createHash('sha256').update(JSON.stringify(popups)).digest('hex').slice(0, 16)}.json`;

/** Writes a block's popups file into `publicDir` (once: its name says its content). */
export function writePopupsFile(publicDir: string, popups: readonly string[]): string {
  const file = popupsFile(popups);
  const target = path.join(publicDir, file);
  if (!fs.existsSync(target)) writeFileWhole(target, JSON.stringify(popups));
  return file;
}
