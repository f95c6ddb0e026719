/**
 * What an element would log for the data a CMS editor is building, word for word: the same parsers the elements
 * run (src/lib) and the same reporting functions (src/lib/report.ts), called in the order the elements call them,
 * with the console captured for the duration of the synchronous call. Nothing is re-worded here, so a message
 * in the builder is the message the pasted snippet gives in the browser's console.
 */

import { courseCatalogApi } from '../../src/elements/course-catalog';
import { ecosystemGridApi } from '../../src/elements/ecosystem-grid';
import { parseAttribute } from '../../src/elements/kit/attributes';
import { parseCourses } from '../../src/lib/courses';
import { parseEcosystemItems } from '../../src/lib/ecosystem-items';
import { JSON_CHILD_SOURCE, parseJsonChild } from '../../src/lib/json-child';
import { type Problem, reportError, warnProblems } from '../../src/lib/report';

export type LoggedMessage = { level: 'warn' | 'error'; text: string };

/** The console.warn and console.error lines `run` writes, instead of writing them. */
export function captureConsole(run: () => void): LoggedMessage[] {
  const messages: LoggedMessage[] = [];
  const { warn, error } = console;
  const capture =
    (level: LoggedMessage['level']) =>
    (...args: unknown[]) =>
      messages.push({ level, text: args.map(String).join(' ') });
  console.warn = capture('warn');
  console.error = capture('error');
  try {
    run();
  } finally {
    console.warn = warn;
    console.error = error;
  }
  return messages;
}

export type Validation = {
  /** The console lines, as the element writes them. */
  messages: LoggedMessage[];
  /** The parser's problems (items[2].link …), for showing each beside its entry; empty when the data is unusable. */
  itemProblems: Problem[];
  /** False when the element would show its error state instead of the items. */
  usable: boolean;
};

/**
 * `<ecosystem-grid>` with this text in its inline `<script type="application/json">` child, on a loaded page
 * (src/lib/json-child.ts's parseJsonChild, then EcosystemGrid's ParsedGrid).
 */
export function validateEcosystemChild(text: string, tag = 'ecosystem-grid'): Validation {
  let itemProblems: Problem[] = [];
  let usable = false;
  const messages = captureConsole(() => {
    const state = parseJsonChild(text, false);
    if (state?.status === 'error') {
      reportError(tag, state.problem);
      return;
    }
    if (state?.status !== 'ready') return;
    ({ itemProblems, usable } = reportParsed(tag, parseEcosystemItems(state.value, JSON_CHILD_SOURCE)));
  });
  return { messages, itemProblems, usable };
}

/**
 * `<course-catalog>` with this text in its `courses` attribute (src/elements/kit/attributes.ts's parseAttribute, then
 * CourseCatalog's ParsedCatalog).
 */
export function validateCatalogAttribute(text: string, tag = 'course-catalog'): Validation {
  return validateJsonAttribute(text, tag, 'courses', courseCatalogApi.props.courses, parseCourses);
}

/** `<ecosystem-grid>` with this text in its `items` attribute (parseAttribute, then EcosystemGrid's parser). */
export function validateGridAttribute(text: string, tag = 'ecosystem-grid'): Validation {
  return validateJsonAttribute(text, tag, 'items', ecosystemGridApi.props.items, parseEcosystemItems);
}

function validateJsonAttribute(
  text: string,
  tag: string,
  prop: string,
  spec: Parameters<typeof parseAttribute>[0],
  parse: (data: unknown, where: string) => { ok: boolean; problems: Problem[] },
): Validation {
  let itemProblems: Problem[] = [];
  let usable = false;
  const messages = captureConsole(() => {
    const { value, problem, fatal } = parseAttribute(spec, prop, text);
    if (problem && fatal) {
      reportError(tag, problem);
      return;
    }
    if (problem) warnProblems(tag, [problem]);
    ({ itemProblems, usable } = reportParsed(tag, parse(value, prop)));
  });
  return { messages, itemProblems, usable };
}

/**
 * What both list elements do with a parsed list: warn about the items they skip and show the rest, or report the
 * whole list unusable (its first problem) and show their error state.
 */
function reportParsed(tag: string, parsed: { ok: boolean; problems: Problem[] }): Omit<Validation, 'messages'> {
  if (!parsed.ok) {
    reportError(tag, parsed.problems[0]);
    return { itemProblems: [], usable: false };
  }
  warnProblems(tag, parsed.problems);
  return { itemProblems: parsed.problems, usable: true };
}

/** The index of the item a problem is about (`items[2].link` → 2), or undefined. */
export function problemIndex(problem: Problem): number | undefined {
  const match = /^\w+\[(\d+)\]/.exec(problem.where);
  return match ? Number(match[1]) : undefined;
}
