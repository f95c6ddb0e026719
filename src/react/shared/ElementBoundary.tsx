import { Component, type ReactNode } from 'react';
import { reportError } from '../../lib/report';
import { ErrorNotice } from './ErrorNotice';

type Props = {
  tag: string;
  /** Changes with every new input; after a failure, new input gets a fresh try. */
  resetKey: unknown;
  children: ReactNode;
};
type State = { failed: boolean };

/**
 * Last line of defence: a bug or an unforeseen input that throws while rendering shows an error state inside
 * the element and is logged with the element's name; it never propagates into the host page.
 */
export class ElementBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown): void {
    reportError(
      this.props.tag,
      { where: 'render', message: 'the element failed to render and shows an error state' },
      error,
    );
  }

  render() {
    if (this.state.failed) {
      // Its words: the page's language's (the notice reads the element's locale, ElementHost provides it).
      return <ErrorNotice />;
    }
    return this.props.children;
  }
}
