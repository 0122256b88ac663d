import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './RouteErrorScreen';

interface Props {
  /** The current path: a navigation clears a shown error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: { value: unknown } | undefined;
  pathname: string;
}

/**
 * Errors of a page (a guard's 403, a kill flag, a 404, anything unexpected) show inside the shell
 * frame, so the header stays and the user can go elsewhere; the route error element above stays the
 * net for errors of the frame itself.
 */
export class FrameErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.pathname === state.pathname) return null;
    return { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error.value} /> : this.props.children;
  }
}
