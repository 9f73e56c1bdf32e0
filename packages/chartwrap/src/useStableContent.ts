import { useRef } from 'react';

/**
 * Returns the previous value while the new one has the same content, compared as JSON (dates by
 * time, functions ignored, DataTables by their own toJSON), so effects that depend on it do not
 * run again for an equal literal written afresh on each render.
 *
 * A tuple (an array) is compared item by item, and an item that is the very object of the
 * previous render is not serialised again: large `data` passed as the same array (state, a
 * constant, useMemo) costs no `JSON.stringify` on a render, even when `options` is a new literal.
 * So an array changed in place and passed again is not seen as changed: pass a new one. A
 * DataTable or DataView is serialised every time, since its methods change it in place.
 */
export function useStableContent<T>(value: T): T {
  const previous = useRef<{ items: unknown[]; json: string[]; value: T }>();
  const items: unknown[] = Array.isArray(value) ? value : [value];
  const last = previous.current;
  const json = items.map((item, index) =>
    last &&
    last.items.length === items.length &&
    Object.is(last.items[index], item) &&
    !isMutable(item)
      ? last.json[index]
      : toJson(item),
  );
  if (!last || json.length !== last.json.length || json.some((text, i) => text !== last.json[i]))
    previous.current = { items, json, value };
  else previous.current = { ...last, items };
  return previous.current.value;
}

function toJson(item: unknown): string {
  try {
    return String(JSON.stringify(item));
  } catch {
    // Not serialisable (a cycle): treat every render's value as new.
    return String(Math.random());
  }
}

/** A Google DataTable or DataView (anything with its own toJSON): changed in place by its methods. */
const isMutable = (item: unknown) =>
  typeof (item as { toJSON?: unknown } | null)?.toJSON == 'function';
