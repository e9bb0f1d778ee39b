import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../../common/web/errorReporting';
import { ErrorScreen } from './ErrorScreen';

/** Catches a screen that failed to render or to load (chunk timeout) and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reportError(error);
  }

  override render() {
    return this.state.error ? <ErrorScreen message={this.state.error.message} /> : this.props.children;
  }
}
