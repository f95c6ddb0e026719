import { CODE } from './classes';
import { inlineCodeSegments } from './model';

/** A manifest description, its `code` spans as code. */
export function Described({ text }: { text: string }) {
  return (
    <>
      {inlineCodeSegments(text).map((segment, index) =>
        segment.code ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one fixed text
          <code key={index} className={CODE}>
            {segment.text}
          </code>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

export function Code({ children }: { children: string }) {
  return <code className={CODE}>{children}</code>;
}
