import { Component, type ReactNode } from "react";

type ErrorBoundaryProps = {
  /** What shows instead of `children` once they threw. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the address) clears the error, so moving elsewhere renders normally again. */
  resetKey?: unknown;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; failed: boolean; resetKey: unknown };

/**
 * A router-free error boundary, for the apps' router (which has no route
 * ErrorBoundary): anything `children` throw while rendering, including a lazy screen's chunk
 * that failed to load, shows `fallback` instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
