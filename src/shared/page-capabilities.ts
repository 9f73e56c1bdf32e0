/**
 * What a page does in the browser that its Content Security Policy has to allow. The build reads
 * it from each page's HTML (src/build/csp.ts) and writes it into every page as a JSON data block;
 * the browser (src/browser/page-policy.ts) reads it to know when a client-side navigation would
 * lead into a page that the current document's policy does not allow.
 */

/** `charts`: the Google Charts loader and what it loads; `liveEditor`: react-live's compiler. */
export type Capability = 'charts' | 'liveEditor';

export interface PageCapabilitiesData {
  /** Capabilities the policy of this document allows. */
  document: Capability[];
  /** Page path (without the path prefix, no trailing slash) → its capabilities, when any. */
  pages: Record<string, Capability[]>;
}

/** Id of the `<script type="application/json">` element holding the data. */
export const PAGE_CAPABILITIES_ELEMENT_ID = 'page-capabilities';
