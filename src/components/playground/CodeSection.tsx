/**
 * The explorer's code: the example's source with the reader's choices and data, to copy or open in
 * the live editor or a sandbox; past the inline limit, the reader's rows as a block of their own
 * (the copy and the editor get the whole file).
 */
import { INLINE_ROWS, wholeFile, type DataCode } from '../../shared/reader-code';
import { HighlightedCode } from './HighlightedCode';
import * as styles from './explorer.module.css';
import * as playground from './playground.module.css';

/** Lines of the rows block shown (all of them are copied): highlighting thousands would freeze. */
const SHOWN_LINES = INLINE_ROWS + 2;

/** The rows block's first lines, and how many more there are. */
function shownRows(block: string): string {
  const lines = block.split('\n');
  if (lines.length <= SHOWN_LINES + 3) return block;
  const more = lines.length - SHOWN_LINES - 2;
  return [
    ...lines.slice(0, SHOWN_LINES),
    `  // …and ${more.toLocaleString('en')} more rows: Copy and Open in editor have them all`,
    ...lines.slice(-2),
  ].join('\n');
}

interface CodeSectionProps {
  name: string;
  heading: string;
  code: DataCode;
  copy(text: string, what: string): void;
  onOpenInEditor(code: string): void;
  onOpenInSandbox(code: string): void;
}

export function CodeSection({
  name,
  heading,
  code: dataCode,
  copy,
  onOpenInEditor,
  onOpenInSandbox,
}: CodeSectionProps) {
  const file = wholeFile(dataCode);
  return (
    <div className={styles.output}>
      <div className={styles.outputHeader}>
        <h4 className={styles.subheading}>{heading}</h4>
        <span className={styles.headerActions}>
          <button type="button" className={playground.button} onClick={() => copy(file, 'Code')}>
            Copy
          </button>
          <button type="button" className={playground.button} onClick={() => onOpenInEditor(file)}>
            Open in editor
          </button>
          <button type="button" className={playground.button} onClick={() => onOpenInSandbox(file)}>
            Open in sandbox
          </button>
        </span>
      </div>
      <HighlightedCode code={dataCode.code} label={`src/examples/${name}.tsx with your changes`} />
      {dataCode.dataBlock && (
        <>
          <p className={styles.hint} data-testid="data-block-note">
            Past {INLINE_ROWS} rows your data is a block of its own: put it at the end of the file
            (Copy and the editor do), or save the rows as a JSON or CSV file and load it when the
            chart mounts (fetch it, then turn date texts into <code>new Date(…)</code>).
          </p>
          <HighlightedCode code={shownRows(dataCode.dataBlock)} label="The rows of your data" />
        </>
      )}
    </div>
  );
}
