/**
 * The blocks' editing UI, on the editor's own React (window.wp.element; never a bundled copy): the real element,
 * live, then (while the block is selected) a form to add, remove and reorder cards or courses, each item's
 * problems shown with the element's own parser messages. Saved markup: the element in its attribute form.
 */

import type { Problem } from '../../../src/lib/report';
import catalogMetadata from '../plugin/blocks/course-catalog/block.json';
import gridMetadata from '../plugin/blocks/ecosystem-grid/block.json';
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
  blocks: { registerBlockType: (name: string, settings: Props) => void };
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
        { label: '(default)', value: '' },
        ...(field.options ?? []).map((name) => ({ label: name, value: name })),
      ],
      onChange,
    });
  }
  const text = value === undefined || value === null ? '' : String(value);
  if (field.kind === 'textarea') return h(TextareaControl, { label: field.label, value: text, onChange });
  return h(TextControl, { label: field.label, value: text, type: field.kind === 'url' ? 'url' : 'text', onChange });
}

/** The list form: one fieldset per item (its fields, its problems, move up/down, remove), then Add. */
function listForm(options: {
  list: Item[];
  fields: readonly Field[];
  problems: Problem[];
  noun: string;
  make: () => Item;
  onChange: (list: Item[]) => void;
}) {
  const { list, fields, noun, make, onChange } = options;
  const problems = problemsByItem(options.problems);
  return h(
    'div',
    { className: 'coursify-elements-form' },
    problemList(problems.list),
    ...list.map((item, index) =>
      h(
        'fieldset',
        { key: index, className: 'coursify-elements-item' },
        h('legend', null, `${noun} ${index + 1}`),
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
            'Move up',
          ),
          h(
            Button,
            {
              variant: 'tertiary',
              disabled: index === list.length - 1,
              onClick: () => onChange(moveItem(list, index, 1)),
            },
            'Move down',
          ),
          h(
            Button,
            { variant: 'tertiary', isDestructive: true, onClick: () => onChange(removeItem(list, index)) },
            `Remove ${noun.toLowerCase()}`,
          ),
        ),
      ),
    ),
    h(Button, { variant: 'secondary', onClick: () => onChange(addItem(list, make())) }, `Add ${noun.toLowerCase()}`),
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
        noun: 'Card',
        make: newCard,
        onChange: (items) => setAttributes({ items: attributeJson(items) }),
      }),
    isSelected && toggles(attributes, setAttributes, [['hideComingSoon', 'Hide the coming-soon cards']]),
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
        noun: 'Course',
        make: newCourse,
        onChange: (courses) => setAttributes({ courses: attributeJson(courses) }),
      }),
    isSelected &&
      h(TextControl, {
        label: 'Currency (ISO 4217, e.g. EUR)',
        value: attributes.currency ?? '',
        onChange: (currency: string) => setAttributes({ currency: currency.trim().toUpperCase() }),
      }),
    isSelected &&
      toggles(attributes, setAttributes, [
        ['hideSearch', 'Hide the search box'],
        ['hideFilters', 'Hide the filters'],
        ['hideSort', 'Hide the sort menu'],
      ]),
  );
}

blocks.registerBlockType(gridMetadata.name, {
  ...gridMetadata,
  edit: GridEdit,
  save: ({ attributes }: { attributes: GridAttributes }) =>
    h('div', useBlockProps.save(), h('ecosystem-grid', gridElementAttributes(attributes))),
});

blocks.registerBlockType(catalogMetadata.name, {
  ...catalogMetadata,
  edit: CatalogEdit,
  save: ({ attributes }: { attributes: CatalogAttributes }) =>
    h('div', useBlockProps.save(), h('course-catalog', catalogElementAttributes(attributes))),
});
