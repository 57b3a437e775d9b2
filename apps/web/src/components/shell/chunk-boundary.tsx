import { Component, type ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { releaseServerScreens } from '../../lib/server-markup';
import { StatusView } from './status-view';

/** A failed lazy page load (or a page crash) shows an error view that reloads on click. */
export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    // A page the server's first screen stood for (decision 032) will not come: the error view shows instead.
    releaseServerScreens();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="button"
        tabIndex={0}
        className="curio-reload"
        onClick={() => window.location.reload()}
        data-testid="lazy-load-failed"
      >
        <StatusView art="error" title={i18n.t('system.lazyLoadFailed')} />
      </div>
    );
  }
}
