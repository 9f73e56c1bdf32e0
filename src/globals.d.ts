/** Defined by Gatsby's webpack config: the path prefix ('' without --prefix-paths). */
declare const __PATH_PREFIX__: string | undefined;
