import { createContext, useContext } from 'react';

/**
 * The tag the element was registered under (`course-catalog`, or `acme-catalog` after `define('acme-catalog')`),
 * so a component's console messages name the element the partner actually wrote. Empty outside an element.
 */
export const ElementTagContext = createContext('');

export function useElementTag(fallback: string): string {
  return useContext(ElementTagContext) || fallback;
}
