import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { InstallPromptElement, installPromptApi } from '../../../../../src/elements/install-prompt';
import type { ElementComponentProps, ElementInstance } from '../../../../../src/elements/kit/api';
import { MethodRelay } from '../../../../../src/elements/kit/features/method-relay';
import type { SiteNavbarElement } from '../../../../../src/elements/site-navbar';

describe('MethodRelay: element methods reach the component', () => {
  it('forwards calls with their arguments and returns the result once registered', () => {
    const relay = new MethodRelay('x-el');
    const open = vi.fn((n: number) => n * 2);
    relay.register({ open });
    expect(relay.call('open', [21])).toBe(42);
    expect(open).toHaveBeenCalledWith(21);
  });

  it('keeps calls made before the component mounted and replays the last one of each method', () => {
    const relay = new MethodRelay('x-el');
    expect(relay.call('open', [1])).toBeUndefined();
    relay.call('close', []);
    relay.call('open', [2]);
    const order: string[] = [];
    relay.register({ open: (n: number) => order.push(`open ${n}`), close: () => order.push('close') });
    expect(order).toEqual(['close', 'open 2']);
    relay.register({ open: () => order.push('again') });
    expect(order).toEqual(['close', 'open 2']);
  });

  it('after unregistering, calls wait again; an old unregister does not remove a newer registration', () => {
    const relay = new MethodRelay('x-el');
    const first = vi.fn();
    const unregisterFirst = relay.register({ open: first });
    unregisterFirst();
    relay.call('open', []);
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    relay.register({ open: second });
    expect(second).toHaveBeenCalledTimes(1);
    unregisterFirst();
    relay.call('open', []);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('what an implementation throws is reported, naming the caller (or its own tag) and the method', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const relay = new MethodRelay('x-el');
    const failure = new Error('boom');
    relay.register({
      open: () => {
        throw failure;
      },
    });
    expect(relay.call('open', [], 'acme-el')).toBeUndefined();
    expect(relay.call('open', [])).toBeUndefined();
    expect(error.mock.calls).toEqual([
      ['<acme-el> method open(): failed', failure],
      ['<x-el> method open(): failed', failure],
    ]);
  });

  it('an unknown method name is ignored', () => {
    const relay = new MethodRelay('x-el');
    relay.register({});
    expect(relay.call('nope', [])).toBeUndefined();
  });
});

describe('declared methods in the types', () => {
  it('the element instance has them; elements without methods gain nothing', () => {
    expectTypeOf<InstallPromptElement['open']>().toEqualTypeOf<() => void>();
    expectTypeOf<ElementInstance<typeof installPromptApi>>().toHaveProperty('open');
    expectTypeOf<SiteNavbarElement>().not.toHaveProperty('open');
  });

  it('the component receives registerMethods with the declared signatures', () => {
    type Props = ElementComponentProps<typeof installPromptApi>;
    type Registered = Parameters<NonNullable<Props['registerMethods']>>[0];
    expectTypeOf<Registered['open']>().toEqualTypeOf<() => void>();
    expectTypeOf<keyof Registered>().toEqualTypeOf<'open'>();
  });
});

describe('MethodRelay replay errors', () => {
  it('a replayed call that throws is reported with the tag, and does not break registration', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const relay = new MethodRelay('x-el');
    relay.call('open', []);
    const unregister = relay.register({
      open: () => {
        throw new Error('boom');
      },
    });
    expect(typeof unregister).toBe('function');
    expect(String(error.mock.calls[0][0])).toBe('<x-el> method open(): failed when replayed after the first render');
  });
});
