// Keeps a section that throws from taking the page down.
import { Component, type ReactNode } from 'react';
import { FailToLoad } from './section-state';

interface Props {
  /** Shown under 'fail to load'. */
  message: string;
  children: ReactNode;
}

export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A section failed to render:', error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <FailToLoad detail={this.props.message} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
