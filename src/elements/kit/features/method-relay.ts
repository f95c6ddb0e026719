/**
 * Public methods of an element (the declaration's `methods`): defineElement puts each one on the element's
 * prototype (a coursify-elements/react component on its ref handle), and the call is relayed to the React
 * component inside, which registers its implementations through the `registerMethods` prop when it mounts (and
 * unregisters when it unmounts).
 *
 * A call made before the component has mounted (right after `createElement`, or while the element is detached)
 * is kept and replayed when the component registers; only the last call of each method is kept, so nothing
 * grows without bound. Such a call returns undefined.
 */

import { reportError } from '../../../lib/report';

type Implementations = Record<string, (...args: unknown[]) => unknown>;

export class MethodRelay {
  constructor(private readonly tag: string) {}

  #impl: Implementations | undefined;
  #pending = new Map<string, unknown[]>();

  /** Given to the component as `registerMethods`; returns the function that unregisters them. */
  readonly register = (methods: object): (() => void) => {
    const impl = methods as Implementations;
    this.#impl = impl;
    const pending = [...this.#pending];
    this.#pending.clear();
    for (const [name, args] of pending) {
      try {
        impl[name]?.(...args);
      } catch (error) {
        // A replayed call must not break the render that registered it (nor escape into it).
        reportError(
          this.tag,
          { where: `method ${name}()`, message: 'failed when replayed after the first render' },
          error,
        );
      }
    }
    return () => {
      if (this.#impl === impl) this.#impl = undefined;
    };
  };

  /**
   * Calls the component's implementation, or keeps the call until it registers. Nothing the component throws
   * escapes into the caller's code: it is reported, naming the element (`caller`: its tag, as the page wrote it)
   * and the method, and the call returns undefined.
   */
  call(name: string, args: unknown[], caller = this.tag): unknown {
    if (!this.#impl) {
      this.#pending.delete(name); // the latest call goes last, after any other method's earlier call
      this.#pending.set(name, args);
      return undefined;
    }
    try {
      return this.#impl[name]?.(...args);
    } catch (error) {
      reportError(caller, { where: `method ${name}()`, message: 'failed' }, error);
      return undefined;
    }
  }
}
