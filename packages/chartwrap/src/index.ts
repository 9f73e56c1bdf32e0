// Placeholder entry: the library is being built (issue 3).
export const VERSION = '0.1.0';
