/**
 * Console messages for element input problems. Every message names the element as `<tag>` first,
 * so a partner scanning the console of a busy page knows which widget is complaining and about what.
 */

export type Problem = {
  /** Where the problem is, e.g. `courses[3].price` or `attribute "courses"`. */
  where: string;
  /** What is wrong and what happened as a result. */
  message: string;
  /**
   * For JSON that is not valid: the character (from 1) where it stops being valid (lib/json-error.ts). The error
   * notice then says so in the element's language (`invalidJson`) rather than in the console's English.
   */
  position?: number;
};

export function formatProblem(tag: string, problem: Problem): string {
  return `<${tag}> ${problem.where}: ${problem.message}`;
}

/** Enough to find and fix the data; 10,000 bad items must not flood the console. */
export const MAX_WARNINGS = 20;

export function warnProblems(tag: string, problems: readonly Problem[]): void {
  for (const problem of problems.slice(0, MAX_WARNINGS)) console.warn(formatProblem(tag, problem));
  if (problems.length > MAX_WARNINGS) {
    console.warn(`<${tag}> …and ${problems.length - MAX_WARNINGS} more problems of the same kind in this data.`);
  }
}

export function reportError(tag: string, problem: Problem, cause?: unknown): void {
  if (cause === undefined) console.error(formatProblem(tag, problem));
  else console.error(formatProblem(tag, problem), cause);
}
