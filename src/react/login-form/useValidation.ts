import { useRef, useState } from 'react';
import type { FieldErrors } from '../../lib/login-validation';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import { errorTexts, useLoginMessages } from './messages';

export type Validation<K extends string> = {
  /** Each invalid field's message, in the reader's language. */
  errors: Partial<Record<K, string>>;
  /** Messages in field order, for the announced summary. */
  messages: string[];
  /**
   * Runs the checks (when enabled); false stops the submit and moves focus to the first invalid field. `now`
   * checks the values being submitted, when they may be newer than the last render's.
   */
  check(now?: () => FieldErrors<K>): boolean;
  /** Where each field's input registers itself, for that focus move. */
  inputRef(field: K): (node: HTMLInputElement | HTMLElement | null) => void;
};

/**
 * The `validate` mode: nothing until the first submit; then the errors of that submit, updated as the fields
 * change (a fixed field loses its message at once). Disabled, it never reports anything.
 */
export function useValidation<K extends string>(
  enabled: boolean,
  order: readonly K[],
  run: () => FieldErrors<K>,
): Validation<K> {
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const nodes = useRef(new Map<K, HTMLElement>());
  const t = useLoginMessages();
  const errors: Partial<Record<K, string>> = enabled && attempted ? errorTexts(t, run()) : {};
  const firstInvalid = order.find((field) => errors[field] !== undefined);

  // After the render that shows the messages, so the field is announced with its description; a layout effect, so
  // focus has moved before the next key (Preact runs plain effects only after the next paint).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new failed submit moves focus
  useBrowserLayoutEffect(() => {
    if (focusRequest > 0 && firstInvalid !== undefined) nodes.current.get(firstInvalid)?.focus();
  }, [focusRequest]);

  return {
    errors,
    messages: order.flatMap((field) => errors[field] ?? []),
    check(now = run) {
      if (!enabled) return true;
      setAttempted(true);
      const found = now();
      const ok = order.every((field) => found[field] === undefined);
      if (!ok) setFocusRequest((n) => n + 1);
      return ok;
    },
    inputRef: (field) => (node) => {
      if (node) nodes.current.set(field, node);
      else nodes.current.delete(field);
    },
  };
}
