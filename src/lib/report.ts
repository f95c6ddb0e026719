/**
 * Console messages for element input problems. Every message names the element as `<tag>` first,
 * so a partner scanning the console of a busy page knows which widget is complaining and about what.
 */

export type Problem = {
  /** Where the problem is, e.g. `courses[3].price` or `attribute "courses"`. */
  where: string;
  /** What is wrong and what happened as a result. */
  message: string;
};

export function formatProblem(tag: string, problem: Problem): string {
  return `<${tag}> ${problem.where}: ${problem.message}`;
}

export function warnProblems(tag: string, problems: readonly Problem[]): void {
  for (const problem of problems) console.warn(formatProblem(tag, problem));
}

export function reportError(tag: string, problem: Problem, cause?: unknown): void {
  if (cause === undefined) console.error(formatProblem(tag, problem));
  else console.error(formatProblem(tag, problem), cause);
}
