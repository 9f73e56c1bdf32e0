/**
 * A Content Security Policy as its directives, each with its sources: what csp.ts makes for each
 * page and host-rules.ts joins into the policy of a URL pattern.
 */

export type Directives = Record<string, string[]>;

/** The sources of every policy in `list`, directive by directive, in first-seen order. */
export function unionOfDirectives(list: readonly Directives[]): Directives {
  const out: Record<string, string[]> = {};
  for (const directives of list) {
    for (const [name, sources] of Object.entries(directives)) {
      const into = (out[name] ??= []);
      for (const s of sources) if (!into.includes(s)) into.push(s);
    }
  }
  return out;
}
