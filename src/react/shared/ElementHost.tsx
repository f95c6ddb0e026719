import type { ComponentType } from 'react';
import type { Problem } from '../../lib/report';
import { ElementBoundary } from './ElementBoundary';
import { ErrorNotice } from './ErrorNotice';
import { ElementTagContext } from './element-tag';

export type HostProps = {
  tag: string;
  component: ComponentType<Record<string, unknown>>;
  /** Declared defaults, used where a value is undefined. */
  defaults: Record<string, unknown>;
  /** The element's prop store: declared props plus `callbacks`, `inputErrors` and r2wc's `container`. */
  values: Record<string, unknown> & {
    callbacks?: Record<string, (detail: unknown) => boolean>;
    inputErrors?: Problem[];
  };
};

/**
 * The first thing inside every element's shadow root: the `.cf-root` wrapper that pins inherited styles,
 * the error boundary, and the visible error state for unusable attributes.
 */
export function ElementHost({ tag, component: Inner, defaults, values }: HostProps) {
  const { callbacks, inputErrors, container: _container, ...propValues } = values;
  const props: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(propValues)) if (value !== undefined) props[name] = value;
  const problem = inputErrors?.[0];
  return (
    <ElementTagContext.Provider value={tag}>
      <div className="cf-root" part="root">
        <ElementBoundary tag={tag} resetKey={values}>
          {problem ? (
            <ErrorNotice
              title="This content could not be shown"
              message={`<${tag}> ${problem.where} ${problem.message}.`}
            />
          ) : (
            <Inner {...props} {...callbacks} />
          )}
        </ElementBoundary>
      </div>
    </ElementTagContext.Provider>
  );
}
