import { Component, type ErrorInfo, type ReactNode } from "react";

type Props<E> = {
  children: ReactNode;
  /** Errors this boundary handles; any other goes on to the boundary above. */
  catches: (error: unknown) => error is E;
  fallback: (error: E, reset: () => void) => ReactNode;
  /** A new value clears a caught error, as moving to another screen does. */
  resetKey?: unknown;
};

type State = { caught: { error: unknown } | null; resetKey: unknown };

/** What a part of the screen shows instead when rendering it threw, so the rest of the app keeps working. */
export class ErrorBoundary<E> extends Component<Props<E>, State> {
  state: State = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: Props<unknown>, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { caught: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.catches(error)) console.error(error, info.componentStack);
  }

  private reset = () => this.setState({ caught: null });

  render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    if (!this.props.catches(caught.error)) throw caught.error;
    return this.props.fallback(caught.error, this.reset);
  }
}

/** For a boundary that handles every error. */
export const anyError = (_error: unknown): _error is unknown => true;
