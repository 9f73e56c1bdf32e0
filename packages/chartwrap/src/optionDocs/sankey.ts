/** What the options of the Sankey diagram mean (see OptionDocs in ./index.ts for the rules). */
export interface SankeyOptionDocs {
  /**
   * Sankey look: node widths, padding, colours and labels, link colours, and iterations of the
   * layout.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  sankey?: unknown;
  /**
   * Passes the layout makes to place nodes; more gives a tidier diagram, slower.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.iterations'?: unknown;
  /**
   * Links: colour, colour mode and palette.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.link'?: unknown;
  /**
   * Nodes: width, padding, colours, labels and interactivity.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.node'?: unknown;
  /**
   * Tooltips of nodes and links.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.tooltip'?: unknown;
  /**
   * Fill and stroke of the links.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'link.color'?: unknown;
  /**
   * Colours links after their `'source'`, `'target'` or a `'gradient'` between them.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'link.colorMode'?: unknown;
  /**
   * Palette the links take colours from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'link.colors'?: unknown;
  /**
   * Colours nodes by `'unique'` colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.colorMode'?: unknown;
  /**
   * Palette the nodes take colours from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.colors'?: unknown;
  /**
   * Lets readers select nodes.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.interactivity'?: unknown;
  /**
   * Text style of the node labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.label'?: unknown;
  /**
   * Space between a node and its label, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.labelPadding'?: unknown;
  /**
   * Space between nodes in a column, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.nodePadding'?: unknown;
  /**
   * Width of the nodes, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.width'?: unknown;
}
