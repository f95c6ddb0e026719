/**
 * The element docs, from the Custom Elements Manifest that the shell build generates (the same document as
 * dist/custom-elements.json: scripts/docs-manifest-plugin.ts). Imported by the docs pages only, which load on
 * demand, so the manifest is never in the landing page's bundle.
 */
import manifest from 'virtual:coursify/custom-elements-manifest';
import { type ElementDoc, elementDocs } from './model';

export const ELEMENT_DOCS: readonly ElementDoc[] = elementDocs(manifest);

export function docFor(tag: string | undefined): ElementDoc | undefined {
  return ELEMENT_DOCS.find((doc) => doc.tag === tag);
}

/** The elements with a snippet builder for CMS editors, and how each takes its data in HTML alone. */
export const BUILDER_TAGS = ['ecosystem-grid', 'course-catalog'] as const;
export type BuilderTag = (typeof BUILDER_TAGS)[number];

export const isBuilderTag = (tag: string | undefined): tag is BuilderTag =>
  (BUILDER_TAGS as readonly (string | undefined)[]).includes(tag);

export const DOCS_PATH = '/docs/elements';
export const docPath = (tag: string) => `${DOCS_PATH}/${tag}`;
export const builderPath = (tag: string) => `${DOCS_PATH}/${tag}/builder`;
export const TRANSLATIONS_PATH = '/docs/translations';

/** A key of the element's own to show in an example (not one every element shares, such as the error notice's). */
export function exampleMessageKey(tag: string): string | undefined {
  const messages = docFor(tag)?.messages ?? [];
  const shared = (key: string) => ELEMENT_DOCS.every((doc) => doc.messages.some((m) => m.key === key));
  return (messages.find((message) => !shared(message.key)) ?? messages[0])?.key;
}
