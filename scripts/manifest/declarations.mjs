/**
 * Reads every element's declared API (`<camelTag>Api` in src/elements/<tag>.ts, built with `prop.*`, `event<T>()`
 * and `method<F>()` from src/elements/kit/api.ts) into plain data: the one model the manifest, the editor data files
 * and the element pages' API tables (docs/elements/<tag>.md) are written from.
 *
 * Why the TypeScript compiler API and not an SSR build that imports the declarations: an event's detail type and a
 * JSON prop's value type exist only as type arguments (`event<CourseNavigateDetail>(…)`), which no built module
 * keeps; importing the element modules would also register custom elements and start listeners at import time,
 * which Node has no DOM for. The checker reads both the type texts and the values, following imported constants
 * (`default: DEFAULT_CURRENCY`) to their literal initialisers across files. Anything it cannot read statically
 * (a computed default, a call it does not know) stops the build with the file and line, rather than guessing; a
 * unit test compares the values read here with the declarations the elements run with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

/** The custom states every element has (`COMMON_STATES`), beside the ones a declaration adds (`states`). */
const COMMON_STATES_FILE = 'src/elements/kit/common-states.ts';
/** What every declaration reads besides its own file: the vocabulary (and COMMON_PROPS), the common states. */
const KIT_FILES = ['src/elements/kit/api.ts', COMMON_STATES_FILE];

/** The English catalogue: `englishByElement`, each element's messages by key (its docs: src/lib/i18n/en/). */
const ENGLISH_FILE = 'src/lib/i18n/en/index.ts';

/**
 * HTML's global `lang` and `dir`, which every element reads (src/lib/i18n/resolve.ts) but does not declare as
 * props: written into each element's attributes in the manifest and its API table (docs/elements/<tag>.md), so they are documented
 * beside `strings` on every element.
 */
export const LANGUAGE_ATTRIBUTES = [
  {
    name: 'lang',
    type: 'string',
    description:
      "The language of the element's own words (a BCP 47 tag: `de`, `pt-BR`). Absent: the nearest ancestor's `lang` (across shadow roots), else `<html lang>`, else English; a region falls back to its language, then to English. Data is never translated.",
  },
  {
    name: 'dir',
    type: "'ltr' | 'rtl' | 'auto'",
    description:
      "The element's direction: `rtl` mirrors it. Absent: resolved like `lang`, from the nearest ancestor with `dir`, else `<html dir>`, else left to right.",
  },
];

/** Declaration keys that only the runtime reads. */
const RUNTIME_ONLY = new Set(['styles']);

/** The one element list (src/elements/elements.json). */
export function readElementList(root = ROOT) {
  return JSON.parse(readFileSync(resolve(root, 'src/elements/elements.json'), 'utf8')).elements;
}

/** `course-catalog` → `courseCatalog`. */
export function camelCase(tag) {
  return tag.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

/** `course-catalog` → `CourseCatalog`. */
export function pascalCase(tag) {
  const camel = camelCase(tag);
  return camel[0].toUpperCase() + camel.slice(1);
}

/** The attribute of a prop, as defineElement derives it (api.ts `attributeName`). */
function attributeName(propName, spec) {
  return spec.attribute ?? propName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * @param {{ root?: string, tags?: string[] }} [options]
 * @returns {import('./declarations.d.mts').ElementDeclaration[]} one per element, in the list's order
 */
export function readDeclarations({ root = ROOT, tags = readElementList(root) } = {}) {
  const files = tags.map((tag) => resolve(root, 'src/elements', `${tag}.ts`));
  for (const file of files) {
    if (!existsSync(file)) throw new Error(`the element list names ${relative(root, file)}, which does not exist`);
  }
  // A root without the catalogue (a test's fixture) has no messages.
  const englishFile = existsSync(resolve(root, ENGLISH_FILE)) ? resolve(root, ENGLISH_FILE) : undefined;
  const roots = [...files, ...KIT_FILES.map((file) => resolve(root, file)), ...(englishFile ? [englishFile] : [])];
  const program = ts.createProgram(roots, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const reader = new DeclarationReader(program, root);
  const commonProps = reader.readExport(resolve(root, 'src/elements/kit/api.ts'), 'COMMON_PROPS');
  const commonStates = reader.readExport(resolve(root, COMMON_STATES_FILE), 'COMMON_STATES');
  const english = englishFile ? reader.readMessages(englishFile, 'englishByElement') : {};
  return tags.map((tag, index) => {
    const exportName = `${camelCase(tag)}Api`;
    const api = reader.readExport(files[index], exportName);
    if (api.tag !== tag) {
      throw new Error(
        `${relative(root, files[index])}: ${exportName}.tag is '${api.tag}', the element list says '${tag}'`,
      );
    }
    const states = { ...commonStates, ...api.states };
    const element = normalise(
      api,
      { ...api.props, ...commonProps },
      { tag, exportName, root, file: files[index], states },
    );
    return { ...element, globalAttributes: LANGUAGE_ATTRIBUTES, messages: english[tag] ?? [] };
  });
}

/** One element's declaration as plain data (its shape: ElementDeclaration in declarations.d.mts). */
function normalise(api, props, { tag, exportName, root, file, states }) {
  const named = (record = {}) => Object.entries(record).map(([name, description]) => ({ name, description }));
  return {
    tag,
    className: `${pascalCase(tag)}Element`,
    exportName,
    source: relative(root, file).split('\\').join('/'),
    description: api.description,
    props: Object.entries(props).map(([name, spec]) => ({
      name,
      attribute: attributeName(name, spec),
      kind: spec.type,
      type: propTypeText(spec),
      // HTML boolean attributes: absent means false, so false is every boolean's default.
      ...(spec.type === 'boolean' ? { default: false } : spec.default === undefined ? {} : { default: spec.default }),
      ...(spec.values ? { values: [...spec.values] } : {}),
      description: spec.description,
    })),
    events: Object.entries(api.events).map(([name, spec]) => ({
      name,
      detailType: spec.detailType,
      cancelable: spec.cancelable,
      description: spec.description,
    })),
    methods: Object.entries(api.methods ?? {}).map(([name, spec]) => ({
      name,
      ...spec.signature,
      description: spec.description,
    })),
    parts: named(api.parts),
    slots: named(api.slots),
    cssProperties: named(api.cssProperties),
    // The states every element has (kit/common-states.ts), then its own (`states`).
    states: named(states),
    ...(api.jsonChild ? { jsonChild: api.jsonChild } : {}),
  };
}

/** `{name}` placeholders of a text, in order of first appearance (format.ts fills the same pattern). */
export function placeholdersOf(...texts) {
  const names = [];
  for (const text of texts) {
    for (const match of text.matchAll(/\{(\w+)\}/g)) if (!names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

/**
 * One message as the manifest lists it. A plural message (`{ one, other }`, picked by `count`) has `text` = its
 * `other` variant and `variants` with every variant; its placeholders are those of all variants, `other`'s first.
 */
export function messageEntry(key, value, description) {
  if (typeof value === 'string') {
    return { key, text: value, placeholders: placeholdersOf(value), plural: false, ...noted(description) };
  }
  if (!value || typeof value !== 'object' || typeof value.other !== 'string') {
    throw new Error(`message ${key}: expected text or plural variants with \`other\``);
  }
  const variants = { ...value };
  return {
    key,
    text: value.other,
    placeholders: placeholdersOf(value.other, ...Object.values(value)),
    plural: true,
    variants,
    ...noted(description),
  };
}

const noted = (description) => (description ? { description } : {});

/** The JSDoc comment above a property, as one line of text, or undefined. */
function jsDocText(node) {
  const comments = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = comments
    .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ts.getTextOfJSDocComment(doc.comment)))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

function propTypeText(spec) {
  if (spec.values) return spec.values.map((value) => `'${value}'`).join(' | ');
  if (spec.typeArgument) return spec.typeArgument;
  return spec.type === 'json' ? 'unknown' : spec.type;
}

/**
 * The helpers a declaration may call, and their files: api.ts's builders (marked, so normalise() can tell a prop
 * from a plain object), and css-tokens.ts's `sharedTokens(…)`, the shared descriptions of some `--cf-*` tokens.
 */
const BUILDERS = {
  'prop.string': 'string',
  'prop.number': 'number',
  'prop.boolean': 'boolean',
  'prop.json': 'json',
  event: 'event',
  method: 'method',
  sharedTokens: 'tokens',
};
const BUILDER_FILES = { tokens: 'src/elements/kit/css-tokens.ts' };

class DeclarationReader {
  constructor(program, root) {
    this.program = program;
    this.checker = program.getTypeChecker();
    this.root = root;
    this.apiFile = resolve(root, 'src/elements/kit/api.ts');
  }

  /** The file a builder must come from: the one declaring it, not a look-alike of the same name. */
  builderFile(builder) {
    return BUILDER_FILES[builder] ? resolve(this.root, BUILDER_FILES[builder]) : this.apiFile;
  }

  /**
   * `englishByElement` (an object of each element's English catalogue, by tag) → per tag, its messages in their
   * order: key, English text (a plural's `other` variant), placeholders, plural variants, and the JSDoc comment
   * written above the key (what the translator should know).
   */
  readMessages(file, name) {
    const source = this.program.getSourceFile(file);
    if (!source) throw new Error(`${relative(this.root, file)}: not found`);
    const moduleSymbol = this.checker.getSymbolAtLocation(source);
    const symbol = moduleSymbol && this.checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!symbol) throw new Error(`${relative(this.root, file)}: no export named ${name}`);
    const byTag = this.objectLiteralOf(symbol, source);
    const result = {};
    for (const property of byTag.properties) {
      const tag = this.propertyKey(property);
      const catalogue = ts.isShorthandPropertyAssignment(property)
        ? this.objectLiteralOf(this.checker.getShorthandAssignmentValueSymbol(property), property)
        : this.objectLiteralOf(this.checker.getSymbolAtLocation(property.initializer), property);
      result[tag] = this.messagesOf(catalogue);
    }
    return result;
  }

  /** The messages of one catalogue's object literal, in order; `...shared` (common.ts's) read where it is spread. */
  messagesOf(literal) {
    const messages = literal.properties.flatMap((entry) => {
      if (ts.isSpreadAssignment(entry)) {
        return this.messagesOf(this.objectLiteralOf(this.checker.getSymbolAtLocation(entry.expression), entry));
      }
      if (!ts.isPropertyAssignment(entry)) this.fail(entry, 'a message that is not `key: text`');
      return [messageEntry(this.propertyKey(entry), this.evaluate(entry.initializer), jsDocText(entry))];
    });
    // As in the object itself, a later key replaces an earlier one in its place.
    const byKey = new Map();
    for (const message of messages) byKey.set(message.key, message);
    return [...byKey.values()];
  }

  propertyKey(property) {
    const name = property.name;
    if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) this.fail(property, 'a computed key');
    return name.text;
  }

  /** The object literal a const (or a property of one) is initialised with, through `as const` and the like. */
  objectLiteralOf(symbol, near) {
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target?.valueDeclaration;
    let node = declaration && (ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined);
    while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))) {
      node = node.expression;
    }
    if (!node || !ts.isObjectLiteralExpression(node)) return this.fail(near, 'an object literal of messages');
    return node;
  }

  readExport(file, name) {
    const source = this.program.getSourceFile(file);
    if (!source) throw new Error(`${relative(this.root, file)}: not found`);
    const moduleSymbol = this.checker.getSymbolAtLocation(source);
    const symbol = moduleSymbol && this.checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!symbol) throw new Error(`${relative(this.root, file)}: no export named ${name}`);
    return this.valueOfSymbol(symbol, source);
  }

  fail(node, what) {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    const text = node.getText().slice(0, 80);
    throw new Error(`${relative(this.root, source.fileName)}:${line + 1}: cannot read ${what} statically: ${text}`);
  }

  valueOfSymbol(symbol, near) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) this.fail(declaration, 'a non-const value');
      return this.evaluate(declaration.initializer);
    }
    if (declaration && ts.isPropertyAssignment(declaration)) return this.evaluate(declaration.initializer);
    return this.fail(near, `the value of ${symbol.name}`);
  }

  evaluate(node) {
    while (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node)
    ) {
      node = node.expression;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const value = this.evaluate(node.operand);
      if (typeof value === 'number') return -value;
    }
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.flatMap((element) =>
        ts.isSpreadElement(element) ? this.evaluate(element.expression) : [this.evaluate(element)],
      );
    }
    if (ts.isObjectLiteralExpression(node)) return this.evaluateObject(node);
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const symbol = this.checker.getSymbolAtLocation(node);
      if (symbol) return this.valueOfSymbol(symbol, node);
    }
    if (ts.isCallExpression(node)) return this.evaluateBuilder(node);
    return this.fail(node, 'this expression');
  }

  evaluateObject(node) {
    const result = {};
    for (const property of node.properties) {
      // The element's compiled stylesheet (`styles`, a CSS import): runtime data, nothing the manifest documents.
      if (property.name && ts.isIdentifier(property.name) && RUNTIME_ONLY.has(property.name.text)) continue;
      if (ts.isPropertyAssignment(property)) {
        const name = property.name;
        if (!(ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))) {
          this.fail(property, 'a computed key');
        }
        result[name.text] = this.evaluate(property.initializer);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        const symbol = this.checker.getShorthandAssignmentValueSymbol(property);
        if (!symbol) this.fail(property, 'a shorthand property');
        result[property.name.text] = this.valueOfSymbol(symbol, property);
      } else if (ts.isSpreadAssignment(property)) {
        Object.assign(result, this.evaluate(property.expression));
      } else {
        this.fail(property, 'a method or accessor');
      }
    }
    return result;
  }

  /**
   * `prop.string<T>({…})`, `event<D>({…})`, `method<F>({…})` (src/elements/kit/api.ts) and `sharedTokens(…)`
   * (src/elements/kit/css-tokens.ts): no other call.
   */
  evaluateBuilder(node) {
    const builder = BUILDERS[node.expression.getText()];
    const root = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : node.expression;
    const symbol = this.checker.getSymbolAtLocation(root);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    const file = builder && this.builderFile(builder);
    const fromKit = target?.declarations?.some((d) => resolve(d.getSourceFile().fileName) === file);
    if (!builder || !fromKit) return this.fail(node, 'this call');
    if (builder === 'tokens') return this.sharedTokens(node, file);
    if (node.arguments.length !== 1) return this.fail(node, 'this call');
    const spec = this.evaluate(node.arguments[0]);
    const typeArgument = node.typeArguments?.[0];
    if (builder === 'event') {
      if (!typeArgument) this.fail(node, 'an event without its detail type (event<Detail>({…}))');
      return {
        detailType: typeArgument.getText(),
        cancelable: spec.cancelable ?? false,
        description: spec.description,
      };
    }
    if (builder === 'method') {
      if (!typeArgument || !ts.isFunctionTypeNode(typeArgument)) this.fail(node, 'a method without its signature');
      return { signature: this.signature(typeArgument), description: spec.description };
    }
    return { type: builder, ...(typeArgument ? { typeArgument: typeArgument.getText() } : {}), ...spec };
  }

  /** `sharedTokens('--cf-a', '--cf-b')` → `{ '--cf-a': description, '--cf-b': description }`, in that order. */
  sharedTokens(node, file) {
    const list = this.readExport(file, 'SHARED_TOKENS');
    return Object.fromEntries(
      node.arguments.map((argument) => {
        const name = this.evaluate(argument);
        if (typeof name !== 'string' || !Object.hasOwn(list, name))
          this.fail(argument, 'a token the shared list lacks');
        return [name, list[name]];
      }),
    );
  }

  signature(fn) {
    return {
      parameters: fn.parameters.map((parameter) => ({
        name: parameter.name.getText(),
        type: parameter.type ? parameter.type.getText() : 'unknown',
        optional: Boolean(parameter.questionToken || parameter.initializer),
      })),
      returnType: fn.type.getText(),
    };
  }
}
