import { COMPANY as BRAND } from '../../src/data/company';

/**
 * The company as the shell presents it: the name the navbar shows too (src/data/company.ts), and the contact
 * details and release label that only the shell's pages use.
 */
export const COMPANY = {
  ...BRAND,
  /** Contact address for the footer's mail link; `.example` is reserved, so nothing real is mailed by tests. */
  email: 'hello@coursify.example',
  phone: '+1-555-0100',
  /** The version label every footer shows. */
  version: '7.0.0',
} as const;
