import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { usePage } from '../../app/router-context.tsx';
import { ModalDialog } from '../choice-guide/modal-dialog.tsx';
import { CameraView } from './camera-view.tsx';
import { $scanCode, $scanMatch, $scanModalOpen, $scanSearching, scanCodeChanged, scanCodeSubmitted, scanModalClosed, scanRouteChanged } from './model.ts';
import { ScanResultCard } from './scan-result-card.tsx';

/**
 * The scan modal (spec §2): the camera reader (its code loaded only once the modal opens), a
 * field to type the code, and the found product. It closes when the page changes.
 */
export function ScanModal() {
  const intl = useIntl();
  const { url } = usePage();
  const ids = { title: useId(), code: useId(), hint: useId() };
  const [open, code, match, searching, close, routeChanged, changeCode, submitCode] = useUnit([
    $scanModalOpen,
    $scanCode,
    $scanMatch,
    $scanSearching,
    scanModalClosed,
    scanRouteChanged,
    scanCodeChanged,
    scanCodeSubmitted,
  ]);
  useEffect(() => {
    routeChanged();
  }, [url, routeChanged]);
  return (
    <ModalDialog open={open} onClose={close} labelledBy={ids.title} closeLabel={intl.formatMessage({ id: 'scan.close' })} className="scan-modal">
      <h2 id={ids.title}>
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
    </ModalDialog>
  );
}
