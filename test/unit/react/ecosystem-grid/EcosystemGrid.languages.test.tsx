/**
 * The grid in another language: its UI words from the registered translation (a key it lacks stays English) and an
 * instance's `strings` over them. The apps (names, descriptions) are data: never translated.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { registerTranslation } from '../../../../src/lib/i18n/register';
import { matchLanguage } from '../../../../src/lib/i18n/registry';
import { DEFAULT_LOCALE, type Locale } from '../../../../src/lib/i18n/resolve';
import { EcosystemGrid } from '../../../../src/react/ecosystem-grid/EcosystemGrid';
import { ElementTagContext } from '../../../../src/react/shared/element-tag';
import { LocaleContext } from '../../../../src/react/shared/i18n';
import { comingSoonCards, exploreLinks, makeApp, soon, spyOnConsole, warnings } from './fixtures';

spyOnConsole();

registerTranslation('fr', {
  gridLabel: 'Applications de l’écosystème',
  availableAppsLabel: 'Applications disponibles',
  comingSoonGroupLabel: 'Bientôt disponibles',
  comingSoonBadge: 'Bientôt',
  exploreLink: 'Découvrir',
  exploreLinkContext: '{title} (s’ouvre dans un nouvel onglet)',
  noAppsMessage: 'Aucune application pour le moment.',
});
const french: Locale = { ...DEFAULT_LOCALE, ...matchLanguage('fr') };

function inLocale(locale: Locale, ui: ReactNode, strings?: object) {
  // As ElementHost provides them: the element's tag (warnings name it), its locale and strings.
  return render(
    <ElementTagContext.Provider value="ecosystem-grid">
      <LocaleContext.Provider value={{ locale, strings }}>{ui}</LocaleContext.Provider>
    </ElementTagContext.Provider>,
  );
}

describe('EcosystemGrid in another language', () => {
  it('takes its words from the translation, English for the rest; the apps stay as given', () => {
    inLocale(
      french,
      <EcosystemGrid items={[makeApp(1, { title: 'Todo' }), makeApp(2, { link: 'javascript:x' }), soon(3)]} />,
    );
    const region = screen.getByRole('region', { name: 'Applications de l’écosystème' });
    expect(within(region).getByRole('list', { name: 'Applications disponibles' })).toBeTruthy();
    expect(within(region).getByRole('list', { name: 'Bientôt disponibles' })).toBeTruthy();
    const [explore] = exploreLinks();
    expect(explore.textContent).toBe('Découvrir Todo (s’ouvre dans un nouvel onglet)');
    expect(within(region).getByRole('article', { name: 'App 03 Bientôt' })).toBeTruthy();
    expect(comingSoonCards()[0].querySelector('[part="card-title"]')?.textContent).toBe('App 03');
    // Not in the translation: English.
    expect(document.querySelector('[part="button-unavailable"]')?.textContent).toBe('Link unavailable');
  });

  it('the empty state, and a label the page gives wins', () => {
    inLocale(french, <EcosystemGrid items={[]} label="Nos applis" />);
    expect(screen.getByRole('region', { name: 'Nos applis' }).textContent).toBe('Aucune application pour le moment.');
  });

  it('strings overrides a word over English and over the translation; an unknown key is a warning', async () => {
    const strings = { exploreLink: 'Open', gridLabel: 'Our apps', exploreLabel: 'typo' };
    const { unmount } = inLocale(DEFAULT_LOCALE, <EcosystemGrid items={[makeApp(1)]} />, strings);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Our apps' })).toBeTruthy());
    expect(exploreLinks()[0].textContent).toBe('Open App 01 (opens in a new tab)');
    unmount();
    inLocale(french, <EcosystemGrid items={[makeApp(1)]} />, strings);
    await waitFor(() => expect(exploreLinks()[0].textContent).toBe('Open App 01 (s’ouvre dans un nouvel onglet)'));
    expect(warnings()).toEqual(['<ecosystem-grid> strings.exploreLabel: no such message; ignored.']);
  });
});
