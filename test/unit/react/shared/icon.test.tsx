import { render } from '@testing-library/react';
import type { ComponentType, SVGProps } from 'react';
import { describe, expect, it } from 'vitest';
import * as panel from '../../../../src/react/accessibility-panel/icons';
import * as install from '../../../../src/react/install-prompt/icons';
import * as login from '../../../../src/react/login-form/icons';
import type { IconComponent } from '../../../../src/react/shared/icon';
import * as navbar from '../../../../src/react/site-navbar/icons';
import * as toggle from '../../../../src/react/theme-toggle/icons';

type LucideModule = { default: ComponentType<SVGProps<SVGSVGElement>> };

/** Each element's icons by lucide's module name. */
const ICONS: [string, string, IconComponent][] = [
  ['accessibility-panel', 'accessibility', panel.AccessibilityIcon],
  ['accessibility-panel', 'x', panel.X],
  ['accessibility-panel', 'minus', panel.Minus],
  ['accessibility-panel', 'plus', panel.Plus],
  ['install-prompt', 'download', install.Download],
  ['install-prompt', 'x', install.X],
  ['login-form', 'eye', login.Eye],
  ['login-form', 'eye-off', login.EyeOff],
  ['site-navbar', 'briefcase', navbar.Briefcase],
  ['site-navbar', 'graduation-cap', navbar.GraduationCap],
  ['site-navbar', 'menu', navbar.MenuIcon],
  ['site-navbar', 'sparkles', navbar.Sparkles],
  ['site-navbar', 'x', navbar.X],
  ['site-navbar', 'message-circle', navbar.MessageCircle],
  ['site-navbar', 'phone', navbar.Phone],
  ['theme-toggle', 'moon', toggle.Moon],
  ['theme-toggle', 'sun', toggle.Sun],
];

describe('element icons drawn without lucide-react’s runtime', () => {
  it('every icon an element module exports is listed here', () => {
    const exported = [panel, install, login, navbar, toggle].flatMap((module) => Object.values(module));
    expect(exported).toHaveLength(ICONS.length);
    expect(new Set(ICONS.map(([, , component]) => component))).toEqual(new Set(exported));
  });

  it.each(ICONS)('%s: %s renders the markup of lucide-react’s component', async (_element, name, Ours) => {
    const { default: Lucide } = (await import(`lucide-react/icons/${name}`)) as LucideModule;
    // As the elements call them: decorative, with classes; and with no aria-hidden (lucide then adds it).
    const decorative = { 'aria-hidden': 'true', className: 'size-5 shrink-0' } as const;
    expect(render(<Ours {...decorative} />).container.innerHTML).toBe(
      render(<Lucide {...decorative} />).container.innerHTML,
    );
    expect(render(<Ours className="size-4" />).container.innerHTML).toBe(
      render(<Lucide className="size-4" />).container.innerHTML,
    );
  });
});
