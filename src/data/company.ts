/** The company behind the ecosystem (the spec names it only as "the company"). */
export const COMPANY = {
  name: 'Coursify Labs',
  /** Contact address for the footer's mail link; `.example` is reserved, so nothing real is mailed by tests. */
  email: 'hello@coursify.example',
  phone: '+1-555-0100',
  /** The version label every footer shows (SPEC §9). */
  version: '7.0.0',
} as const;
