/**
 * Tailwind's view of colors.ts for elements.css (`@config`): each default as `colors.cf-<token>`, read there with
 * `theme()` and compiled to the literal, so the sheet's bytes are as before. Only `theme()` reads these names;
 * no utility uses them.
 */
import { LIGHT_COLORS } from './colors';

export default {
  theme: {
    extend: {
      colors: Object.fromEntries(Object.entries(LIGHT_COLORS).map(([token, value]) => [`cf-${token}`, value])),
    },
  },
};
