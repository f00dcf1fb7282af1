import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../components/error-screen';

type Props = { children: ReactNode; location: string };
type State = { failure: { error: unknown } | null };

/**
 * The generic error screen (platform spec §2) in place of any page that failed to render or to load its
 * chunk. Moving to another address clears it, as the data router's errorElement did.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failure && previous.location !== this.props.location) this.setState({ failure: null });
  }

  override render() {
    return this.state.failure ? <ErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}
