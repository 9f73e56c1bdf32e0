/** What the options of the org chart mean (see OptionDocs in ./index.ts for the rules). */
export interface OrgChartOptionDocs {
  /**
   * Lets a reader collapse a node's subtree with a double click.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  allowCollapse?: unknown;
  /**
   * Fill colour of the org chart's nodes; Google marks it deprecated in favour of `nodeClass`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  color?: unknown;
  /**
   * CSS class of the nodes.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  nodeClass?: unknown;
  /**
   * CSS class of the selected node.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  selectedNodeClass?: unknown;
  /**
   * Background of the selected node; Google marks it deprecated in favour of `selectedNodeClass`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  selectionColor?: unknown;
  /**
   * Node size: `'small'`, `'medium'` or `'large'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  size?: unknown;
}
