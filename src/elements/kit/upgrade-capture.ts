/**
 * Properties set before the element was defined. A page (or a framework) may set `el.courses = […]` on the
 * undefined tag before our module loads; that makes an own property, which would shadow our accessor on the
 * prototype and be lost. At upgrade each is taken off and set again, through the accessor.
 *
 * Initial attributes need nothing here: the browser queues an attributeChangedCallback for each of them
 * (upgrade, parser and clone alike). But that callback runs after the constructor: for a JSON prop set as a
 * property while its attribute is there too, the queued callback must not replace the property's value.
 */
import { attributeName, type PropSpec } from './api';

/**
 * Re-applies each prop set on `element` before the upgrade; adds to `keepProperty` the JSON props whose queued
 * attribute callback is to be skipped.
 */
export function reapplyEarlyProperties(
  element: HTMLElement & Record<string, unknown>,
  specs: Record<string, PropSpec>,
  keepProperty: Set<string>,
): void {
  for (const name of Object.keys(specs)) {
    if (!Object.hasOwn(element, name)) continue;
    const value = element[name];
    delete element[name];
    element[name] = value;
    if (specs[name].type === 'json' && element.hasAttribute(attributeName(name, specs[name]))) keepProperty.add(name);
  }
}
