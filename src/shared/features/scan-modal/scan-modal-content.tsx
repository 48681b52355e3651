import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { CameraView } from './camera-view.tsx';
import { $scanCode, $scanMatch, $scanSearching, scanCodeChanged, scanCodeSubmitted } from './lookup-model.ts';
import { ScanResultCard } from './scan-result-card.tsx';

/** The area the scanner shows, provided above it by the modal (lazyWithMessages). */
export const messages = findingMessages;

/** Inside the open scan modal: the camera (or the found product) and the field to type a code. */
export default function ScanModalContent({ titleId }: { readonly titleId: string }) {
  const ids = { code: useId(), hint: useId() };
  const [code, match, searching, changeCode, submitCode] = useUnit([$scanCode, $scanMatch, $scanSearching, scanCodeChanged, scanCodeSubmitted]);
  return (
    <>
      <h2 id={titleId}>
        <FormattedMessage id="scan.title" />
      </h2>
      {match ? <ScanResultCard match={match} /> : <CameraView />}
      <form
        className="scan-modal__manual"
        onSubmit={(event) => {
          event.preventDefault();
          submitCode();
        }}
      >
        <label htmlFor={ids.code}>
          <FormattedMessage id="scan.code" />
        </label>
        <p id={ids.hint} className="field__hint">
          <FormattedMessage id="scan.codeHint" />
        </p>
        <input
          id={ids.code}
          type="search"
          name="code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          aria-describedby={ids.hint}
          value={code}
          onChange={(event) => changeCode(event.target.value)}
        />
        <button type="submit" className="button" disabled={code.trim() === '' || searching}>
          <FormattedMessage id="scan.find" />
        </button>
        {searching && (
          <p role="status">
            <FormattedMessage id="scan.searching" />
          </p>
        )}
      </form>
    </>
  );
}
