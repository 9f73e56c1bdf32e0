import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { errorChain } from './CrashBoundary';
import { Layout } from './Layout';

interface State {
  error: unknown;
}

/** The message shown in place of everything Gatsby renders inside the root when it throws. */
function RootCrash({ error, reload }: { error: unknown; reload: () => void }) {
  return (
    <div className="crash" role="alert">
      <h1>This page could not be shown</h1>
      <p>Something went wrong while showing this address. Reloading the page usually helps.</p>
      <button type="button" className="button" onClick={reload}>
        Reload the page
      </button>
      <ol className="crash__messages">
        {errorChain(error).map((m, i) => (
          <li key={i}>
            <code>{m}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Error boundary at the root (wrapRootElement): it catches what the page's own crash fallback
 * cannot, the router, the scroll restoration and the layout around the page. Its fallback keeps
 * the layout (navbar, search, sidebar) around a message with a reload button; when the layout
 * itself is what throws, the message alone.
 */
export class RootBoundary extends Component<
  {
    children: ReactNode;
    /** Reloads the page (the browser's reload by default). */ reload?: () => void;
  },
  State
> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Chartwrap: the page could not be shown:', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    const crash = <RootCrash error={this.state.error} reload={reload} />;
    return (
      <LayoutOrBare fallback={crash}>
        <Layout pathname={window.location.pathname}>{crash}</Layout>
      </LayoutOrBare>
    );
  }
}

/** Renders `children` (the layout), or `fallback` alone when they throw. */
class LayoutOrBare extends Component<{ children: ReactNode; fallback: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
