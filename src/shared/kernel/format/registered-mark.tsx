/** Titles show the registered mark as a superscript (spec §5): "Fine Finish®" → Fine Finish<sup>®</sup>. */
import { Fragment } from 'react';

const REGISTERED_MARK = '®';

/** The title cut around each mark, each mark a part of its own. */
export function splitRegisteredMarks(title: string): string[] {
  return title.split(/(®)/).filter((part) => part !== '');
}

export function TitleWithMarks({ title }: { readonly title: string }) {
  return (
    <>
      {splitRegisteredMarks(title).map((part, index) =>
        part === REGISTERED_MARK ? <sup key={index}>{part}</sup> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
