// Catches render errors below it and shows the crash screen; used around the layout's outlet.
// The router's errorElement (RouteErrorPage) shows the same screen for route errors.
import { Component, useEffect, useRef, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

import { readCrashCount, recordCrash } from './crash-count';
import { CrashScreen } from './crash-screen';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** A change of this key (the path) clears the error. */
  resetKey?: string;
  onGoToDashboard(): void;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean; crashCount: number; resetKey?: string };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    hasError: false,
    crashCount: 0,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) {
      return { resetKey: props.resetKey, hasError: false, error: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[crash] a screen failed to render', error, info.componentStack);
    this.setState({ crashCount: recordCrash() });
  }

  private readonly reset = (): void => this.setState({ hasError: false, error: null });

  private readonly goToDashboard = (): void => {
    this.reset();
    this.props.onGoToDashboard();
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <CrashScreen
        error={this.state.error}
        crashCount={this.state.crashCount || readCrashCount()}
        onTryAgain={this.reset}
        onGoToDashboard={this.goToDashboard}
      />
    );
  }
}

/** The router's errorElement: errors of loaders, lazy imports and route rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [crashCount, setCrashCount] = useState(readCrashCount);
  const recorded = useRef<unknown>(null);

  useEffect(() => {
    if (recorded.current === error) return;
    recorded.current = error;
    console.error('[crash] a route failed', error);
    setCrashCount(recordCrash());
  }, [error]);

  return (
    <CrashScreen
      error={error}
      crashCount={crashCount}
      onTryAgain={() => navigate(location, { replace: true })}
      onGoToDashboard={() => navigate('/')}
    />
  );
}
