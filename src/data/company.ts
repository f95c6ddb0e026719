/**
 * The company behind the ecosystem, as the elements name it: the brand of `<site-navbar variant="landing">`.
 * Its contact details and the release label are the demo shell's (demo/data/company.ts).
 */
export const COMPANY = {
  name: 'Coursify Labs',
} as const;
