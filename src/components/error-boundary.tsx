import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /**
   * What to show instead of the children once one of them has thrown while rendering; `retry`
   * renders them again (a download that failed is then tried again).
   */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches render errors below it (a page that crashes, a chunk that failed to download). */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Erreur inconnue') };
  }

  private retry = () => this.setState({ error: null });

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erreur d’affichage :', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
