import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called after "Try again" clears the error (e.g. to refetch), before the children render again. */
  onRetry?: () => void;
  /** For logging. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches a render error below it and shows the ErrorScreen instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen onRetry={this.retry} /> : this.props.children;
  }
}
