/**
 * The live editor, loaded on demand (dynamic import) when a reader presses "Edit".
 * It compiles the example's TSX in the browser with react-live (Sucrase) and re-renders the
 * result as the reader types. Imports are resolved against the page's own `react` and
 * `chartwrap`, so the edited code runs exactly as the example module does.
 */
import * as React from 'react';
import * as chartwrap from 'chartwrap';
import { Editor, LiveContext, LivePreview, LiveProvider } from 'react-live';
import { EDITOR_THEME } from '../../shared/code-theme';
import * as styles from './playground.module.css';

const modules: Record<string, unknown> = { react: React, chartwrap };

function requireModule(name: string): unknown {
  if (name in modules) return modules[name];
  throw new Error(`The live editor can import only "react" and "chartwrap", not "${name}".`);
}

function element(exports: { default?: unknown }): React.ReactElement {
  const Component = exports.default;
  delete exports.default;
  if (typeof Component !== 'function' && typeof Component !== 'object') {
    throw new Error('The example must have a default export: the component to render.');
  }
  return React.createElement(Component as React.ComponentType);
}

// Runs after the module body: renders its default export (react-live's noInline `render`).
const transformCode = (code: string) => `${code}\n;render(__element(exports));\n`;

/**
 * react-live's editor is a contentEditable <pre>: give it a textbox role and a label, and report
 * edits both to react-live (which recompiles) and to the caller.
 */
function AccessibleEditor({
  labelId,
  onCodeChange,
}: {
  labelId: string;
  onCodeChange?: (code: string) => void;
}) {
  const live = React.useContext(LiveContext);
  const wrapper = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const pre = wrapper.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-labelledby', labelId);
    pre.setAttribute('data-testid', 'live-editor');
    pre.focus();
  }, [labelId]);
  const onChange = (code: string) => {
    live.onChange(code);
    onCodeChange?.(code);
  };
  return (
    <div ref={wrapper} className={styles.editor}>
      <Editor
        code={live.code}
        language={live.language}
        theme={live.theme}
        disabled={live.disabled}
        onChange={onChange}
      />
    </div>
  );
}

/** The compile or run-time error, in place of the result, in words a reader can act on. */
function CompileError() {
  const { error } = React.useContext(LiveContext);
  if (!error) return null;
  const syntax = /^SyntaxError/.test(error);
  const where = /\((\d+):(\d+)\)/.exec(error);
  return (
    <div className={`${styles.error} ${styles.errorBox}`} role="alert" data-testid="live-error">
      <strong>
        {syntax ? 'This code does not compile' : 'This code failed when it ran'}
        {where ? ` (line ${where[1]}, column ${Number(where[2]) + 1})` : ''}:
      </strong>
      <pre>{error}</pre>
    </div>
  );
}

export interface LivePlaygroundProps {
  /** Example name, used for labels. */
  name: string;
  /** Initial source text. */
  code: string;
  /** Reports each edit so "Copy" and "Open in sandbox" use what the reader typed. */
  onCodeChange?: (code: string) => void;
}

export default function LivePlayground({ name, code, onCodeChange }: LivePlaygroundProps) {
  // One `exports` object per mounted playground; each run replaces its default export.
  const scope = React.useMemo(
    () => ({ require: requireModule, exports: {}, module: {}, __element: element }),
    [],
  );
  const editorId = `live-editor-${name}`;
  return (
    <LiveProvider
      code={code}
      scope={scope}
      transformCode={transformCode}
      noInline
      enableTypeScript
      language="tsx"
      theme={EDITOR_THEME}
    >
      <div className={styles.live} data-testid="live-playground">
        <div className={styles.liveHeader} id={`${editorId}-label`}>
          Live editor: changes re-render the chart below
        </div>
        <AccessibleEditor labelId={`${editorId}-label`} onCodeChange={onCodeChange} />
        <div className={styles.liveResult}>
          <div className={styles.liveHeader}>Result</div>
          <CompileError />
          <LivePreview className={styles.preview} data-testid="live-preview" />
        </div>
      </div>
    </LiveProvider>
  );
}
