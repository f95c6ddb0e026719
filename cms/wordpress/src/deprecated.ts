/**
 * The blocks as release 0.1.0 saved them (static: the element in its attribute form inside a wrapper div, the
 * data, label and currency read back from the element's attributes), FROZEN: posts saved then still hold this
 * markup. The editor reads it through these entries (no "invalid content" warning), and saving writes the comment-only
 * form of today's dynamic block. Never edit a shape here; a later change of the saved form adds an entry.
 * test/cms/fixtures/static-0.1.0.html is markup that release saved.
 */

type Element = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type SaveProps = () => Record<string, unknown>;

const sourced = (selector: string, attribute: string, fallback: string) => ({
  type: 'string',
  source: 'attribute',
  selector,
  attribute,
  default: fallback,
});

type Attributes = Record<string, unknown>;

function common(attributes: Attributes): Record<string, string> {
  const out: Record<string, string> = {};
  if (attributes.label) out.label = String(attributes.label);
  if (attributes.headingLevel) out['heading-level'] = String(attributes.headingLevel);
  return out;
}

function flags(attributes: Attributes, names: Array<[string, string]>): Record<string, string> {
  return Object.fromEntries(names.filter(([key]) => attributes[key]).map(([, name]) => [name, '']));
}

/**
 * The label as the dynamic block keeps it in its comment: with &, < and > as entities, which kses (it filters the
 * comment's values for Authors and Contributors) leaves as they are, where it would remove a `<…>` and its text.
 * The server's esc_attr() keeps entities, so the page shows the same label as the static markup did.
 */
function migrate(attributes: Attributes): Attributes {
  if (typeof attributes.label !== 'string') return attributes;
  const label = attributes.label
    .replace(/&(?![a-z]+;|#\d+;|#x[\da-f]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return { ...attributes, label };
}

/** The 0.1.0 entries of both blocks (`deprecated` of registerBlockType), for the editor's own createElement. */
export function deprecations(h: Element, saveProps: SaveProps) {
  const grid = {
    attributes: {
      items: sourced('ecosystem-grid', 'items', '[]'),
      label: sourced('ecosystem-grid', 'label', ''),
      headingLevel: { type: 'number', default: 0 },
      hideComingSoon: { type: 'boolean', default: false },
    },
    supports: { html: false },
    migrate,
    save: ({ attributes }: { attributes: Attributes }) =>
      h(
        'div',
        saveProps(),
        h('ecosystem-grid', {
          items: attributes.items || '[]',
          ...common(attributes),
          ...flags(attributes, [['hideComingSoon', 'hide-coming-soon']]),
        }),
      ),
  };
  const catalog = {
    attributes: {
      courses: sourced('course-catalog', 'courses', '[]'),
      label: sourced('course-catalog', 'label', ''),
      headingLevel: { type: 'number', default: 0 },
      currency: sourced('course-catalog', 'currency', ''),
      hideSearch: { type: 'boolean', default: false },
      hideFilters: { type: 'boolean', default: false },
      hideSort: { type: 'boolean', default: false },
    },
    supports: { html: false },
    migrate,
    save: ({ attributes }: { attributes: Attributes }) =>
      h(
        'div',
        saveProps(),
        h('course-catalog', {
          courses: attributes.courses || '[]',
          ...common(attributes),
          ...(attributes.currency ? { currency: String(attributes.currency) } : {}),
          ...flags(attributes, [
            ['hideSearch', 'hide-search'],
            ['hideFilters', 'hide-filters'],
            ['hideSort', 'hide-sort'],
          ]),
        }),
      ),
  };
  return { grid: [grid], catalog: [catalog] };
}
