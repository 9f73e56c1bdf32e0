/**
 * The query parameter that carries a reader's own data (compressed) beside the explorer's options
 * (`EXPLORE_QUERY_PARAM`): a module of its own so that the page's first load holds the name only.
 */
export const EXPLORE_DATA_QUERY_PARAM = 'exploreData';
