/**
 * What a page does in the browser that its Content Security Policy has to allow. The build reads
 * it from each page's HTML (src/node/output/csp.ts) and writes it into ONE shared, content-hashed file,
 * the capabilities map; every page carries only a small JSON data block with its own capabilities
 * and that map's URL. The browser (src/browser/page-policy.ts) fetches the map to know when a
 * client-side navigation would lead into a page that the current document's policy does not allow.
 */

/** `charts`: the Google Charts loader and what it loads; `liveEditor`: react-live's compiler. */
export type Capability = 'charts' | 'liveEditor';

/** Every capability: a document allowing all of them never needs the map. */
export const CAPABILITIES: readonly Capability[] = ['charts', 'liveEditor'];

/** Page path (without the path prefix, no trailing slash) → its capabilities, when any. */
export type PageCapabilitiesMap = Record<string, Capability[]>;

/** The data block of one page. */
export interface PageCapabilitiesData {
  /** Capabilities the policy of this document allows. */
  document: Capability[];
  /** URL of the capabilities map (with the path prefix). */
  map: string;
}

/** Id of the `<script type="application/json">` element holding the data. */
export const PAGE_CAPABILITIES_ELEMENT_ID = 'page-capabilities';
