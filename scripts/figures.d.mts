/** Types of figures.mjs, for the TypeScript tests that import it. */
export const PERFORMANCE: string;
export const FIGURES: string[];
export function replaceBlock(page: string, name: string, body: string): string;
export function markdownText(text: string): string;
export function markdownTable(headers: string[], rows: (string | number)[][]): string;
export function provenance(at: {
  commit: string;
  date: Date;
  load: number[];
  cores: number;
  note?: string;
  timed?: boolean;
}): string;
export function sizesBlock(figures: {
  elements: { name: string; react: number; lite: number | null; addsReact: number; addsLite: number | null }[];
  all?: { react: number; lite: number };
  pairs: { build: string; element: string; after: string; bytes: number; target: number }[];
}): string;
export function benchBlock(bench: {
  chromium: string;
  cores: number;
  loadBefore: number;
  loadAfter: number;
  tables: { section: string; headers: string[]; rows: string[][] }[];
}): string;
export function lighthouseBlock(
  reports: {
    page: string;
    run: number;
    report: {
      categories: Record<string, { score: number | null } | undefined>;
      audits: Record<string, { numericValue?: number } | undefined>;
    };
  }[],
): string;
export interface TestSummary {
  stages: { name: string; ok: boolean; seconds: number; passed: number | null; failed: number | null }[];
  passed: number;
  failed: number;
}
export function parseTestSummary(log: string): TestSummary;
export function parseRealTime(log: string): number | undefined;
export function testTimeBlock(run: {
  seconds: number | undefined;
  installSeconds?: number;
  summary: TestSummary;
}): string;
