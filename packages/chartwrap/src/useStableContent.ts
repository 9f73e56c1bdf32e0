import { useRef } from 'react';

/**
 * Returns the previous value while the new one has the same content, compared as JSON (dates by
 * time, functions ignored, DataTables by their own toJSON), so effects that depend on it do not
 * run again for an equal literal written afresh on each render.
 */
export function useStableContent<T>(value: T): T {
  const previous = useRef<{ json: string | object; value: T }>();
  let json: string | object;
  try {
    json = JSON.stringify(value);
  } catch {
    // Not serialisable (a cycle): a new object, equal to no earlier key, so the value is new.
    json = {};
  }
  if (previous.current?.json !== json) previous.current = { json, value };
  return previous.current.value;
}
