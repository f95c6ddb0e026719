import { useEffect, useMemo, useState } from 'react';
import {
  DYSLEXIA_FONT_NAME,
  dyslexiaFontAvailable,
  dyslexiaFontSource,
  ensureDyslexiaFont,
} from '../../lib/dyslexia-font';
import { warnProblems } from '../../lib/report';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import { useElementTag } from '../shared/element-tag';

/**
 * Registers the dyslexia-friendly font at document level while the setting is on (see lib/dyslexia-font.ts).
 * Returns whether the font is installed: a usable `font-url` (or a face the page declared itself) that loaded.
 */
export function useDyslexiaFont(enabled: boolean, fontUrl: string | undefined): boolean {
  const tag = useElementTag('accessibility-panel');
  const available = useMemo(() => dyslexiaFontAvailable(fontUrl), [fontUrl]);
  const [failed, setFailed] = useState(false);

  // A layout effect: the warning comes with the render, in React and Preact alike (Preact runs plain effects only
  // after the next paint).
  useBrowserLayoutEffect(() => {
    if (fontUrl && fontUrl.trim() !== '' && dyslexiaFontSource(fontUrl) === null) {
      warnProblems(tag, [
        {
          where: 'attribute "font-url"',
          message: `${JSON.stringify(fontUrl).slice(0, 80)} is not an http(s) URL on this page's own origin; ${DYSLEXIA_FONT_NAME} is not loaded`,
        },
      ]);
    }
  }, [fontUrl, tag]);

  useEffect(() => {
    setFailed(false);
    if (!enabled) return;
    let live = true;
    ensureDyslexiaFont(fontUrl).then((status) => {
      if (live) setFailed(status === 'error');
    });
    return () => {
      live = false;
    };
  }, [enabled, fontUrl]);

  return available && !failed;
}
