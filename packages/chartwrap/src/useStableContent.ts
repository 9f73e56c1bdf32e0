import { useRef } from 'react';

/**
 * Returns the previous value while the new one has the same content, compared as JSON (dates by
 * time, functions ignored, DataTables by their own toJSON), so effects that depend on it do not
 * run again for an equal literal written afresh on each render.
 */
export function useStableContent<T>(value: T): T {
  const previous = useRef<{ json: string; value: T }>();
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    // Not serialisable (a cycle): treat every render's value as new.
    json = String(Math.random());
  }
  if (previous.current?.json !== json) previous.current = { json, value };
  return previous.current.value;
}
