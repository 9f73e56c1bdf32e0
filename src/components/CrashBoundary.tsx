import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/** Messages of an error and its causes, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current && !seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages;
}

interface State {
  error: unknown;
}

/**
 * Crash fallback around the main content: "This page crashed" with a "Try again" button and the
 * error messages with their causes. `resetKey` (the path) clears the error on navigation.
 */
export class CrashBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('This page crashed:', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <h1>This page crashed</h1>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
        <ol className="crash__messages">
          {errorChain(this.state.error).map((m, i) => (
            <li key={i}>
              {i > 0 && <span className="crash__cause">Cause: </span>}
              <code>{m}</code>
            </li>
          ))}
        </ol>
      </div>
    );
  }
}
