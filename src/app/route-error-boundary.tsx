import { Component, type ReactNode } from 'react';
import { RouteErrorFallback } from './routes/route-error.tsx';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what a page throws while rendering (or a page module that fails to load) and shows the
 * SPEC §2 fallback instead of a blank screen. `resetKey` (the path) clears it on navigation.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  State & { resetKey: string }
> {
  state: State & { resetKey: string } = {
    error: null,
    failed: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: State & { resetKey: string },
  ): Partial<State & { resetKey: string }> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? (
      <RouteErrorFallback error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
