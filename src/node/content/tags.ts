/**
 * content/tags.yml: the site's tags (pure functions, unit-tested).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { TagDefinition } from '../../shared/types';

export const TAGS_FILE = 'content/tags.yml';

/** Path of a tag page. */
export function tagPath(id: string): string {
  return `/tags/${id}`;
}

/**
 * Parses content/tags.yml (a map of tag id to { label, description }). Throws an error naming the
 * file and the tag when an entry is malformed.
 */
export function parseTags(source: string, file = TAGS_FILE): TagDefinition[] {
  const data = yaml.load(source);
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file}: expected a map of tag id to { label, description }`);
  }
  return Object.entries(data as Record<string, unknown>).map(([id, value]) => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      throw new Error(`${file}: tag id "${id}" must be lower-case words joined by dashes`);
    }
    const entry = value as Record<string, unknown> | null;
    if (!entry || typeof entry !== 'object') {
      throw new Error(`${file}: tag "${id}" must have a label and a description`);
    }
    for (const key of Object.keys(entry)) {
      if (key !== 'label' && key !== 'description') {
        throw new Error(`${file}: tag "${id}" has an unknown field "${key}"`);
      }
    }
    if (typeof entry.label !== 'string' || !entry.label.trim()) {
      throw new Error(`${file}: tag "${id}" field "label" must be a non-empty string`);
    }
    if (typeof entry.description !== 'string' || !entry.description.trim()) {
      throw new Error(`${file}: tag "${id}" field "description" must be a non-empty string`);
    }
    return { id, label: entry.label, description: entry.description };
  });
}

let lastRead: { source: string; tags: readonly TagDefinition[] } | undefined;

/**
 * The tags of content/tags.yml. Every MDX node's front matter is checked against them, so the file
 * is parsed again only when its text changed.
 */
export function readTags(): readonly TagDefinition[] {
  const source = fs.readFileSync(path.resolve(TAGS_FILE), 'utf8');
  if (lastRead?.source !== source) lastRead = { source, tags: parseTags(source) };
  return lastRead.tags;
}
