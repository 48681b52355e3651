import { FormattedMessage } from 'react-intl';

/**
 * Tells screen-reader users what a short link ("Learn more", "Discover") is about: ": Our
 * history", in the page's language and typography (a no-break space before the French colon).
 */
export function LinkSubjectHint({ subject }: { readonly subject: string }) {
  return (
    <span className="visually-hidden">
      <FormattedMessage id="a11y.linkSubject" values={{ subject }} />
    </span>
  );
}
