import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BrandProblem } from '../../features/brand/components/brand-status';
import { buttonClass } from '../../components/ui/button';
import { messages } from '../../lib/messages';

/** What a page that threw shows instead of a blank screen. */
export function RouteError() {
  return (
    <BrandProblem
      title="Something went wrong"
      action={
        <a className={buttonClass('primary')} href="/">
          Go to the home page
        </a>
      }
    >
      {messages.somethingWentWrong}
    </BrandProblem>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it (the page's address) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

/** The last line of defence around the routes: a render error shows `RouteError`, not a blank page. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
