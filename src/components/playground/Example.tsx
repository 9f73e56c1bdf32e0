import { useRef, useState, type ComponentType } from 'react';
import { Lazy } from '../LoadingState';
import { useExampleSource } from './sources';
import { copyText } from '../../browser/clipboard';
import { openInSandbox } from '../../browser/sandbox';
import type { LivePlaygroundProps } from './LivePlayground';
import * as styles from './playground.module.css';

/** The live editor's code, loaded the first time a reader presses "Edit". */
const loadLivePlayground = () => import('./LivePlayground');

/** closed; open (the editor loading, or its error); ready (the editor has loaded). */
type EditorState = 'closed' | 'open' | 'ready';

export interface ExampleProps {
  /** The example's module name in src/examples (file name without `.tsx`). */
  name: string;
  /** The example module's default export, imported by the MDX page. */
  component: ComponentType;
  /** A short title for the sandbox and the labels; defaults to the name. */
  title?: string;
}

/**
 * One live example in an MDX page: the example module rendered directly (no editor code on first
 * paint), its exact source (from the GraphQL content layer), and the actions Edit, Copy and
 * Open in sandbox. "Edit" loads the live editor on demand, below the code block.
 */
export function Example({ name, component: Component, title = name }: ExampleProps) {
  const source = useExampleSource(name);
  const original = source?.code ?? '';
  const edited = useRef(original);
  const [editor, setEditor] = useState<EditorState>('closed');
  const [status, setStatus] = useState('');

  const copy = () => {
    copyText(edited.current).then(
      () => setStatus('Code copied to the clipboard.'),
      (error: Error) => setStatus(error.message),
    );
  };

  const editing = editor === 'ready';
  const codeId = `example-code-${name}`;

  return (
    <div className={styles.example} data-example={name}>
      {!editing && (
        <div className={styles.preview} data-testid="example-preview">
          <Component />
        </div>
      )}
      <div className={styles.code}>
        <div className={styles.toolbar}>
          <span className={styles.file} id={`${codeId}-label`}>
            src/examples/{name}.tsx
          </span>
          <span className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => setEditor(editing ? 'closed' : 'open')}
              aria-expanded={editing}
              disabled={!source || editor === 'open'}
            >
              {editing ? 'Close editor' : 'Edit'}
            </button>
            <button type="button" className={styles.button} onClick={copy} disabled={!source}>
              Copy
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => openInSandbox(name, edited.current, title)}
              disabled={!source}
            >
              Open in sandbox
            </button>
          </span>
        </div>
        {source ? (
          // Highlighted at build time (ExampleSource.html); its <pre> takes keyboard focus.
          <div
            className={styles.source}
            role="region"
            aria-labelledby={`${codeId}-label`}
            dangerouslySetInnerHTML={{ __html: source.html }}
          />
        ) : (
          <pre className={styles.pre} tabIndex={0} aria-labelledby={`${codeId}-label`}>
            <code>The source of src/examples/{name}.tsx is not available.</code>
          </pre>
        )}
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {editor !== 'closed' && (
        // Nothing for the first moment, then a spinner, then the editor (or the error with Retry).
        <Lazy<LivePlaygroundProps>
          load={loadLivePlayground}
          label="Loading the editor"
          failure="The editor could not load"
          onLoaded={() => setEditor('ready')}
          props={{
            name,
            code: edited.current,
            onCodeChange: (code) => {
              edited.current = code;
            },
          }}
        />
      )}
    </div>
  );
}
