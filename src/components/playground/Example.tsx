import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useExampleSource } from './sources';
import { copyText } from '../../browser/clipboard';
import { openInSandbox } from '../../browser/sandbox';
import type { LivePlaygroundProps } from './LivePlayground';
import * as styles from './playground.module.css';

type LoadState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'open'; Playground: ComponentType<LivePlaygroundProps> };

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
  const [state, setState] = useState<LoadState>({ status: 'closed' });
  const [status, setStatus] = useState('');

  const openEditor = useCallback(() => {
    setState({ status: 'loading' });
    import('./LivePlayground').then(
      (module) => setState({ status: 'open', Playground: module.default }),
      (error: unknown) =>
        setState({
          status: 'error',
          message: `The editor could not load: ${error instanceof Error ? error.message : String(error)}`,
        }),
    );
  }, []);

  const copy = () => {
    copyText(edited.current).then(
      () => setStatus('Code copied to the clipboard.'),
      (error: Error) => setStatus(error.message),
    );
  };

  const editing = state.status === 'open';
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
              onClick={editing ? () => setState({ status: 'closed' }) : openEditor}
              aria-expanded={editing}
              disabled={!source || state.status === 'loading'}
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
        <pre className={styles.pre} tabIndex={0} aria-labelledby={`${codeId}-label`}>
          <code className="language-tsx">
            {source ? original : `The source of src/examples/${name}.tsx is not available.`}
          </code>
        </pre>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {state.status === 'loading' && (
        <p className={styles.loading} role="status">
          Loading the editor…
        </p>
      )}
      {state.status === 'error' && (
        <div className={styles.loadError} role="alert">
          <p>{state.message}</p>
          <button type="button" className={styles.button} onClick={openEditor}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'open' && (
        <state.Playground
          name={name}
          code={edited.current}
          onCodeChange={(code) => {
            edited.current = code;
          }}
        />
      )}
    </div>
  );
}
