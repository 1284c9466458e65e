import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { secondaryButton } from './button-styles';

interface Props {
  /** What failed, as the sentence names it: "The map", "The timeline". */
  what: string;
  children: ReactNode;
  className?: string;
}

interface State {
  failed: boolean;
  chunkFailed: boolean;
  attempt: number;
}

/** Chromium, Firefox and Safari word a failed `import()` of a chunk differently. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/**
 * Keeps a lazily loaded part of a page (the map, a chart) from taking the page down: a chunk
 * that cannot be downloaded, or a part that throws, becomes a sentence with a retry in its
 * place. React.lazy remembers a failed download, so retrying one reloads the page, which loses
 * nothing: the view's state is in the address.
 */
export class LazyPartBoundary extends Component<Props, State> {
  override state: State = { failed: false, chunkFailed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, chunkFailed: CHUNK_FAILURE.test(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Logged for whoever investigates; the analyst sees the sentence below.
    // eslint-disable-next-line no-console
    console.error(`${this.props.what} could not be shown`, error, info);
  }

  private retry = () => {
    if (this.state.chunkFailed) window.location.reload();
    else this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    const { what, children, className = '' } = this.props;
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{children}</Fragment>;
    return (
      <div
        role="alert"
        className={`m-3 rounded-md border border-danger bg-danger-soft p-3 text-sm ${className}`}
      >
        <p className="font-medium">{what} could not be shown.</p>
        <p className="mt-1">
          {this.state.chunkFailed
            ? 'Its code could not be downloaded: the connection may have dropped, or a new version of the dashboard was deployed.'
            : 'Something unexpected happened while drawing it.'}{' '}
          The rest of the page still works.
        </p>
        <button type="button" className={`${secondaryButton} mt-2`} onClick={this.retry}>
          {this.state.chunkFailed ? 'Reload the page' : 'Try again'}
        </button>
      </div>
    );
  }
}
