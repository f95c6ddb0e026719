import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerTranslation } from '../../../../src/lib/i18n/register';
import { matchLanguage } from '../../../../src/lib/i18n/registry';
import { DEFAULT_LOCALE, type Locale } from '../../../../src/lib/i18n/resolve';
import { ElementBoundary } from '../../../../src/react/shared/ElementBoundary';
import { ElementHost } from '../../../../src/react/shared/ElementHost';
import { ErrorNotice } from '../../../../src/react/shared/ErrorNotice';
import { LocaleContext } from '../../../../src/react/shared/locale-context';

function Echo(props: Record<string, unknown>) {
  const onPing = props.onPing as ((detail: unknown) => boolean) | undefined;
  return (
    <div>
      <output data-testid="props">{JSON.stringify(props, (_, v) => (typeof v === 'function' ? 'fn' : v))}</output>
      <button type="button" onClick={() => onPing?.({ n: 1 })}>
        Ping
      </button>
    </div>
  );
}

function Thrower(): never {
  throw new Error('render bug');
}

const shownProps = () => JSON.parse(screen.getByTestId('props').textContent ?? '{}');

describe('ErrorNotice', () => {
  it('is an alert with title and message, and no Retry without a handler', () => {
    render(<ErrorNotice title="Broken" message="Details here." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('BrokenDetails here.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onRetry from its Retry button', () => {
    const onRetry = vi.fn();
    render(<ErrorNotice title="Broken" message="x" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ElementBoundary', () => {
  it('renders its children when nothing throws', () => {
    render(
      <ElementBoundary tag="x-el" resetKey={1}>
        <p>fine</p>
      </ElementBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it('shows an error state and logs the error with the element name when a child throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ElementBoundary tag="x-el" resetKey={1}>
        <Thrower />
      </ElementBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    const ours = error.mock.calls.filter((call) => String(call[0]).startsWith('<x-el>'));
    expect(ours).toHaveLength(1);
    expect(ours[0][0]).toBe('<x-el> render: the element failed to render and shows an error state');
    expect((ours[0][1] as Error).message).toBe('render bug');
  });
});

describe('ElementBoundary recovery', () => {
  it('tries again when new input arrives after a failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ElementBoundary tag="x-el" resetKey={1}>
        <Thrower />
      </ElementBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <ElementBoundary tag="x-el" resetKey={1}>
        <p>fixed</p>
      </ElementBoundary>,
    );
    expect(screen.queryByText('fixed')).toBeNull();
    rerender(
      <ElementBoundary tag="x-el" resetKey={2}>
        <p>fixed</p>
      </ElementBoundary>,
    );
    expect(screen.getByText('fixed')).toBeTruthy();
  });
});

describe('ElementHost', () => {
  it('wraps the component in the .cf-root part', () => {
    const { container } = render(<ElementHost tag="x-el" component={Echo} defaults={{}} values={{}} />);
    const root = container.firstElementChild;
    expect(root?.className).toBe('cf-root');
    expect(root?.getAttribute('part')).toBe('root');
  });

  it('applies defaults where a value is undefined, and drops r2wc’s container', () => {
    render(
      <ElementHost
        tag="x-el"
        component={Echo}
        defaults={{ currency: 'USD', pageSize: 9, label: 'Catalog' }}
        values={{ currency: undefined, pageSize: 3, extra: 'kept', container: document.body }}
      />,
    );
    expect(shownProps()).toEqual({ currency: 'USD', pageSize: 3, label: 'Catalog', extra: 'kept' });
  });

  it('passes the event callbacks as props', () => {
    const onPing = vi.fn(() => true);
    render(<ElementHost tag="x-el" component={Echo} defaults={{}} values={{ callbacks: { onPing } }} />);
    expect(shownProps()).toEqual({ onPing: 'fn' });
    fireEvent.click(screen.getByRole('button', { name: 'Ping' }));
    expect(onPing).toHaveBeenCalledWith({ n: 1 });
  });

  it('shows the first input error instead of the component', () => {
    render(
      <ElementHost
        tag="x-el"
        component={Echo}
        defaults={{}}
        values={{
          inputErrors: [
            { where: 'attribute "courses"', message: 'is not valid JSON' },
            { where: 'attribute "other"', message: 'second' },
          ],
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This content could not be shown');
    expect(alert.textContent).toContain('<x-el> attribute "courses" is not valid JSON.');
    expect(alert.textContent).not.toContain('second');
    expect(screen.queryByTestId('props')).toBeNull();
  });

  it('contains a component that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ElementHost tag="x-el" component={Thrower} defaults={{}} values={{}} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  });
});

describe('the error notice’s words', () => {
  registerTranslation('de', {
    renderErrorTitle: 'Etwas ist schiefgelaufen',
    inputErrorTitle: 'Dieser Inhalt kann nicht angezeigt werden',
  });
  const german: Locale = { ...DEFAULT_LOCALE, ...matchLanguage('de') };

  it('are the element’s language’s, key by key, without the translator', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ElementHost tag="x-el" component={Thrower} defaults={{}} values={{ resolvedLocale: german }} />);
    expect(screen.getByRole('alert').textContent).toBe('Etwas ist schiefgelaufenThis content could not be displayed.');
  });

  it('for unusable input too; strings win over the language', () => {
    const values = { resolvedLocale: german, inputErrors: [{ where: 'attribute "x"', message: 'is bad' }] };
    const { unmount } = render(<ElementHost tag="x-el" component={Echo} defaults={{}} values={values} />);
    expect(screen.getByRole('alert').textContent).toContain('Dieser Inhalt kann nicht angezeigt werden');
    unmount();
    render(
      <ElementHost
        tag="x-el"
        component={Echo}
        defaults={{}}
        values={{ ...values, strings: { inputErrorTitle: 'Unusable settings', renderErrorMessage: 5 } }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Unusable settings');
  });

  it('Retry follows strings', () => {
    render(
      <LocaleContext.Provider value={{ locale: german, strings: { retryButton: 'Try again' } }}>
        <ErrorNotice title="x" message="y" onRetry={() => {}} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Try again');
  });
});
