/**
 * The blocks' editing UI, on the editor's own React (window.wp.element; never a bundled copy): the real element,
 * live, then (while the block is selected) a form to add, remove and reorder cards or courses, each item's
 * problems shown with the element's own parser messages. Strings through wp.i18n (i18n.ts), in the site's language.
 *
 * Saved content: the block comment and its attributes only (save returns null); the server renders the element
 * (block.json "render"). Posts saved by release 0.1.0's static blocks migrate through deprecated.ts.
 */

import type { Problem } from '../../../src/lib/report';
import catalogMetadata from '../plugin/blocks/course-catalog/block.json';
import gridMetadata from '../plugin/blocks/ecosystem-grid/block.json';
import { deprecations } from './deprecated';
import { __, sprintf } from './i18n';
import {
  addItem,
  attributeJson,
  CARD_FIELDS,
  type CatalogAttributes,
  COURSE_FIELDS,
  catalogElementAttributes,
  type Field,
  type GridAttributes,
  gridElementAttributes,
  type Item,
  moveItem,
  newCard,
  newCourse,
  problemsByItem,
  readCards,
  readCourses,
  removeItem,
  replaceItem,
  setField,
} from './model';

type Props = Record<string, unknown>;
type Component = (props: Props) => unknown;
type BlockProps<A> = { attributes: A; setAttributes: (next: Partial<A>) => void; isSelected: boolean };
type Wp = {
  element: { createElement: (type: string | Component, props?: Props | null, ...children: unknown[]) => unknown };
  blocks: { registerBlockType: (metadata: Props, settings: Props) => void };
  blockEditor: { useBlockProps: ((props?: Props) => Props) & { save: (props?: Props) => Props } };
  components: Record<
    'Button' | 'Notice' | 'TextControl' | 'TextareaControl' | 'ToggleControl' | 'SelectControl',
    Component
  >;
};

const { element, blocks, blockEditor, components } = (window as unknown as { wp: Wp }).wp;
const h = element.createElement;
const { Button, Notice, TextControl, TextareaControl, ToggleControl, SelectControl } = components;
const { useBlockProps } = blockEditor;

function problemList(problems: readonly Problem[]) {
  if (problems.length === 0) return null;
  return h(
    Notice,
    { status: 'warning', isDismissible: false, className: 'coursify-elements-problems' },
    h('ul', null, ...problems.map((problem) => h('li', null, `${problem.where}: ${problem.message}`))),
  );
}

function fieldControl(item: Item, field: Field, onChange: (value: string | boolean) => void) {
  const value = item[field.key];
  if (field.kind === 'toggle') {
    return h(ToggleControl, {
      label: field.label,
      checked: value === undefined ? field.absent : value === true,
      onChange,
    });
  }
  if (field.kind === 'select') {
    return h(SelectControl, {
      label: field.label,
      value: typeof value === 'string' ? value : '',
      options: [
        { label: __('(default)', 'coursify-elements'), value: '' },
        ...(field.options ?? []).map((name) => ({ label: name, value: name })),
      ],
      onChange,
    });
  }
  const text = value === undefined || value === null ? '' : String(value);
  if (field.kind === 'textarea') return h(TextareaControl, { label: field.label, value: text, onChange });
  return h(TextControl, { label: field.label, value: text, type: field.kind === 'url' ? 'url' : 'text', onChange });
}

/** The words of a list form: each item's legend, and the Remove and Add buttons. */
type Words = { legend: (position: number) => string; remove: string; add: string };

/** The list form: one fieldset per item (its fields, its problems, move up/down, remove), then Add. */
function listForm(options: {
  list: Item[];
  fields: readonly Field[];
  problems: Problem[];
  words: Words;
  make: () => Item;
  onChange: (list: Item[]) => void;
}) {
  const { list, fields, words, make, onChange } = options;
  const problems = problemsByItem(options.problems);
  return h(
    'div',
    { className: 'coursify-elements-form' },
    problemList(problems.list),
    ...list.map((item, index) =>
      h(
        'fieldset',
        { key: index, className: 'coursify-elements-item' },
        h('legend', null, words.legend(index + 1)),
        ...fields
          // A coming-soon card has no link.
          .filter((field) => !(field.key === 'link' && item.enable === false))
          .map((field) =>
            fieldControl(item, field, (value) => onChange(replaceItem(list, index, setField(item, field, value)))),
          ),
        problemList(problems.items.get(index) ?? []),
        h(
          'div',
          { className: 'coursify-elements-item-actions' },
          h(
            Button,
            { variant: 'tertiary', disabled: index === 0, onClick: () => onChange(moveItem(list, index, -1)) },
            __('Move up', 'coursify-elements'),
          ),
          h(
            Button,
            {
              variant: 'tertiary',
              disabled: index === list.length - 1,
              onClick: () => onChange(moveItem(list, index, 1)),
            },
            __('Move down', 'coursify-elements'),
          ),
          h(
            Button,
            { variant: 'tertiary', isDestructive: true, onClick: () => onChange(removeItem(list, index)) },
            words.remove,
          ),
        ),
      ),
    ),
    h(Button, { variant: 'secondary', onClick: () => onChange(addItem(list, make())) }, words.add),
  );
}

function toggles<A>(attributes: A, setAttributes: (next: Partial<A>) => void, list: [keyof A & string, string][]) {
  return list.map(([key, label]) =>
    h(ToggleControl, {
      label,
      checked: attributes[key] === true,
      onChange: (checked: boolean) => setAttributes({ [key]: checked } as Partial<A>),
    }),
  );
}

function GridEdit({ attributes, setAttributes, isSelected }: BlockProps<GridAttributes>) {
  const { list, problems } = readCards(attributes.items);
  return h(
    'div',
    useBlockProps(),
    h('ecosystem-grid', gridElementAttributes(attributes)),
    isSelected &&
      listForm({
        list,
        fields: CARD_FIELDS,
        problems,
        words: {
          // translators: %d: the card's position in the list, from 1.
          legend: (position) => sprintf(__('Card %d', 'coursify-elements'), position),
          remove: __('Remove card', 'coursify-elements'),
          add: __('Add card', 'coursify-elements'),
        },
        make: newCard,
        onChange: (items) => setAttributes({ items: attributeJson(items) }),
      }),
    isSelected &&
      toggles(attributes, setAttributes, [['hideComingSoon', __('Hide the coming-soon cards', 'coursify-elements')]]),
  );
}

function CatalogEdit({ attributes, setAttributes, isSelected }: BlockProps<CatalogAttributes>) {
  const { list, problems } = readCourses(attributes.courses);
  return h(
    'div',
    useBlockProps(),
    h('course-catalog', catalogElementAttributes(attributes)),
    isSelected &&
      listForm({
        list,
        fields: COURSE_FIELDS,
        problems,
        words: {
          // translators: %d: the course's position in the list, from 1.
          legend: (position) => sprintf(__('Course %d', 'coursify-elements'), position),
          remove: __('Remove course', 'coursify-elements'),
          add: __('Add course', 'coursify-elements'),
        },
        make: newCourse,
        onChange: (courses) => setAttributes({ courses: attributeJson(courses) }),
      }),
    isSelected &&
      h(TextControl, {
        label: __('Currency (ISO 4217, e.g. EUR)', 'coursify-elements'),
        value: attributes.currency ?? '',
        onChange: (currency: string) => setAttributes({ currency: currency.trim().toUpperCase() }),
      }),
    isSelected &&
      toggles(attributes, setAttributes, [
        ['hideSearch', __('Hide the search box', 'coursify-elements')],
        ['hideFilters', __('Hide the filters', 'coursify-elements')],
        ['hideSort', __('Hide the sort menu', 'coursify-elements')],
      ]),
  );
}

const deprecated = deprecations(h, () => useBlockProps.save());

// The metadata as it is: WordPress uses the server's registration (block.json, titles translated in PHP) and
// translates the metadata's own strings with the block's text domain where there is none.
blocks.registerBlockType(gridMetadata, { edit: GridEdit, save: () => null, deprecated: deprecated.grid });
blocks.registerBlockType(catalogMetadata, { edit: CatalogEdit, save: () => null, deprecated: deprecated.catalog });
