import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';
import { BUTTON, ERROR_TEXT, MUTED } from './classes';
import { Code } from './Described';
import { serverInput, shownHtml } from './server-html';
import type { AttributeValues } from './snippets';

type Renderer = typeof import('./render-server-html');

type Props = {
  tag: string;
  /**
   * The example's attributes, when the view may write the element's built-in content into them (the live example);
   * absent when the markup always carries its data (the snippet builder).
   */
  values?: AttributeValues;
  /** The page's markup for these attributes: the HTML snippet the reader copies. */
  markup: (values: AttributeValues) => string;
};

/**
 * What `renderHtml` (coursify-elements/ssr, the `render` CLI) makes of the example's markup: the element's
 * declarative shadow root, kept in step with the example's inputs. A disclosure (WAI-ARIA: a button with
 * aria-expanded and the region it controls); the renderer, react-dom/server and parse5, is a chunk loaded when it
 * first opens.
 */
export function ServerHtml({ tag, values, markup }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [renderer, setRenderer] = useState<Renderer>();
  const [failed, setFailed] = useState(false);
  // Where the browser refuses to copy, the code is selected for the reader to copy: then it must be all of it.
  const [wholeSheets, setWholeSheets] = useState(false);
  const code = useRef<HTMLPreElement>(null);

  const toggle = () => {
    setOpen(!open);
    if (open || renderer) return;
    setFailed(false);
    import('./render-server-html').then(setRenderer, () => setFailed(true));
  };

  const result = useMemo(() => {
    if (!renderer) return undefined;
    const input = values
      ? serverInput(tag, values, renderer.BUILT_IN_CONTENT[tag])
      : { values: {}, withDefaults: undefined };
    const rendered = renderer.renderServerHtml(markup(input.values));
    return { ...rendered, withDefaults: input.withDefaults, shown: shownHtml(rendered.html) };
  }, [renderer, tag, values, markup]);

  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">
        <button type="button" aria-expanded={open} aria-controls={`${id}-region`} className={BUTTON} onClick={toggle}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> Server HTML
        </button>
      </h3>
      <section id={`${id}-region`} aria-label="Server HTML" hidden={!open} className="mt-2">
        <p className={`text-sm ${MUTED}`}>
          What <Code>renderHtml</Code> from <Code>coursify-elements/ssr</Code> (or{' '}
          <Code>npx coursify-elements render</Code>) makes of this markup: the element's first render in a declarative
          shadow root, which the element hydrates in place when its script runs.
        </p>
        {failed && <p className={ERROR_TEXT}>The renderer could not be loaded: close and open this view to retry.</p>}
        {open && !renderer && !failed && (
          <p role="status" className="mt-2 text-sm">
            Loading the renderer…
          </p>
        )}
        {result && (
          <>
            {result.withDefaults && (
              <p className="mt-2 text-sm">
                The example shows its built-in content, which is not rendered on the server (the browser loads it after
                the first render): here it is written into the <Code>{result.withDefaults}</Code> attribute, as your
                page passes its own data.
              </p>
            )}
            {result.messages.length > 0 && (
              <ul aria-label="Renderer warnings" className="mt-2 list-disc ps-5 text-sm">
                {result.messages.map((message) => (
                  <li key={message.text}>{message.text}</li>
                ))}
              </ul>
            )}
            <div className="mt-3">
              <CopyButton
                text={result.html}
                target={code}
                label="Copy server HTML"
                onRefused={() => flushSync(() => setWholeSheets(true))}
              />
            </div>
            <CodeBlock
              label="Server HTML code"
              code={wholeSheets ? result.html : result.shown.text}
              codeRef={code}
              wrap
            />
          </>
        )}
      </section>
    </div>
  );
}
