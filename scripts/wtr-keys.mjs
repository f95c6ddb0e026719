/**
 * A web-test-runner command that presses one key, optionally with modifiers held, the same way in every engine:
 * `executeServerCommand('press-key', { key: 'Tab', modifiers: ['Shift'] })` (test/element/keys.ts wraps it).
 *
 * Why not @web/test-runner-commands' sendKeys: over WebDriver classic (WebKit) it only supports `press` and
 * `type`, so Shift+Tab or Alt+ArrowDown cannot be expressed; and Firefox over WebDriver BiDi knows no key named
 * "Space". Here, puppeteer sessions (Chromium, Firefox) use page.keyboard and WebDriver sessions (WebKit) send
 * one W3C key action sequence.
 */

/** W3C WebDriver key codes (WebDriver spec, "Keyboard actions") for the named keys the tests use. */
const WEBDRIVER_KEYS = {
  Alt: '\uE00A',
  ArrowDown: '\uE015',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  ArrowUp: '\uE013',
  Backspace: '\uE003',
  Control: '\uE009',
  End: '\uE010',
  Enter: '\uE007',
  Escape: '\uE00C',
  Home: '\uE011',
  PageDown: '\uE00F',
  PageUp: '\uE00E',
  Shift: '\uE008',
  Tab: '\uE004',
};

/** "Space" is Chromium's name; a literal space is understood by every engine. */
const normalise = (key) => (key === 'Space' ? ' ' : key);

function webdriverValue(key) {
  if (WEBDRIVER_KEYS[key]) return WEBDRIVER_KEYS[key];
  if ([...key].length === 1) return key;
  throw new Error(`press-key: no WebDriver code for the key "${key}"`);
}

export function pressKeyPlugin() {
  return {
    name: 'press-key-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'press-key') return undefined;
      const key = normalise(String(payload?.key ?? ''));
      const modifiers = (payload?.modifiers ?? []).map(String);
      if (!key) throw new Error('press-key: give { key, modifiers? }');
      if (session.browser.type === 'puppeteer') {
        const { keyboard } = session.browser.getPage(session.id);
        for (const modifier of modifiers) await keyboard.down(modifier);
        await keyboard.press(key);
        for (const modifier of [...modifiers].reverse()) await keyboard.up(modifier);
        return true;
      }
      if (session.browser.type === 'webdriver') {
        const values = [...modifiers.map(webdriverValue), webdriverValue(key)];
        const actions = [
          ...values.map((value) => ({ type: 'keyDown', value })),
          ...[...values].reverse().map((value) => ({ type: 'keyUp', value })),
        ];
        // The launcher's session manager owns the driver; this is the same call its own mouse commands make.
        await session.browser.driverManager.performActions(session.id, [{ type: 'key', id: 'keyboard', actions }]);
        return true;
      }
      throw new Error(`press-key: not supported for ${session.browser.type} sessions`);
    },
  };
}
