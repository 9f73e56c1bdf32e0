/**
 * The query parameter that carries a reader's own data (compressed) beside the explorer's options
 * (`EXPLORE_QUERY_PARAM`, which every link of an open explorer has, so it alone opens the panel).
 */
export const EXPLORE_DATA_QUERY_PARAM = 'exploreData';
