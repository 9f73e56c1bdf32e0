/**
 * What a code block is to the build: what it is rendered from, where it is in the content (for
 * messages), what rendering makes of it, and the error that names its file and line.
 */

/** A block's place, for messages: the file (relative to the working directory) and the line. */
export interface CodeLocation {
  file: string;
  /** Line of the opening fence (1-based); the code starts on the next line. */
  line: number;
}

/** What a block is rendered from: its code and what its fence line says. */
export interface CodeBlockInput {
  code: string;
  lang: string;
  meta: string;
}

/** A block and where it is from. */
export interface LocatedCodeBlock {
  input: CodeBlockInput;
  location: CodeLocation;
}

export interface RenderedCodeBlock {
  /** The highlighted `<pre>`, as HTML. */
  html: string;
  /** What Copy puts on the clipboard: the code as a reader runs it (no notation, no removed lines). */
  copy: string;
  /** The meta's `title="…"`, or null. */
  title: string | null;
  /** The language as written on the fence ('text' when none). */
  lang: string;
  /**
   * A twoslash block's type popups, as HTML, in the order of the hover targets' `data-popup`
   * numbers; null for other blocks. They are not in `html`: the build publishes them as a file of
   * their own (`popupsFile`), which the browser fetches as the block nears the viewport.
   */
  popups: string[] | null;
}

/** A block the build refuses, with the file and line to fix. */
export class CodeBlockError extends Error {
  constructor(location: CodeLocation, codeLine: number, message: string) {
    super(`${location.file}:${location.line + codeLine}: ${message}`);
    this.name = 'CodeBlockError';
  }
}
