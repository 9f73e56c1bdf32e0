/** Renders highlighted/snippeted values as React text (never as HTML): `<mark>` parts become <mark>. */
import type { ReactNode } from 'react';

export const PRE_TAG = '<mark>';
export const POST_TAG = '</mark>';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
}

export function Highlighted({ value }: { value: string | null | undefined }): ReactNode {
  if (!value) return null;
  const parts: ReactNode[] = [];
  let rest = value;
  let key = 0;
  while (rest) {
    const start = rest.indexOf(PRE_TAG);
    if (start < 0) {
      parts.push(decodeEntities(rest));
      break;
    }
    if (start > 0) parts.push(decodeEntities(rest.slice(0, start)));
    const end = rest.indexOf(POST_TAG, start + PRE_TAG.length);
    const inner = rest.slice(start + PRE_TAG.length, end < 0 ? undefined : end);
    parts.push(<mark key={key++}>{decodeEntities(inner)}</mark>);
    rest = end < 0 ? '' : rest.slice(end + POST_TAG.length);
  }
  return <>{parts}</>;
}
