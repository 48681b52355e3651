import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { useHref, usePage, useRouterContext } from '../../app/router-context.tsx';
import { encodeCharacteristics } from '../../routing/characteristics.ts';
import { ModalDialog } from './modal-dialog.tsx';
import {
  $answeredInOrder,
  $choiceGuideOpen,
  $guideAnswers,
  $guideChosen,
  $guideFailed,
  $guideFilters,
  $guideLoading,
  $guideSearchEnabled,
  choiceGuideClosed,
  guideAnswerChanged,
  isQuestionEnabled,
} from './model.ts';

/** The choice-guide modal (spec §4): questions answered in order, then Search shows the matching products. */
export function ChoiceGuideModal() {
  const intl = useIntl();
  const { navigate } = useRouterContext();
  const { url } = usePage();
  const href = useHref();
  const ids = { title: useId(), waiting: useId() };
  const [open, filters, answers, answeredInOrder, searchEnabled, chosen, loading, failed, close, answer] = useUnit([
    $choiceGuideOpen,
    $guideFilters,
    $guideAnswers,
    $answeredInOrder,
    $guideSearchEnabled,
    $guideChosen,
    $guideLoading,
    $guideFailed,
    choiceGuideClosed,
    guideAnswerChanged,
  ]);
  // A page change (back, forward) takes the visitor away from the guide.
  useEffect(() => {
    close();
  }, [url, close]);
  return (
    <ModalDialog open={open} onClose={close} labelledBy={ids.title} closeLabel={intl.formatMessage({ id: 'guide.close' })} className="choice-guide">
      <h2 id={ids.title}>
        <FormattedMessage id="guide.title" />
      </h2>
      <p>
        <FormattedMessage id="guide.intro" />
      </p>
      {failed && (
        <p role="alert">
          <FormattedMessage id="guide.failed" />
        </p>
      )}
      {filters.length === 0 && loading && (
        <p aria-busy="true">
          <FormattedMessage id="guide.loading" />
        </p>
      )}
      {filters.length > 0 && (
        <form
          className="choice-guide__form"
          aria-busy={loading}
          onSubmit={(event) => {
            event.preventDefault();
            if (!searchEnabled) return;
            navigate(href({ name: 'choice-guide', params: { caracteristics: encodeCharacteristics(chosen) } }));
            close();
          }}
        >
          <p id={ids.waiting} hidden>
            <FormattedMessage id="guide.waiting" />
          </p>
          <ol className="choice-guide__questions">
            {filters.map((filter, index) => {
              const enabled = isQuestionEnabled(index, answeredInOrder);
              const fieldId = `${ids.title}-${filter.technical_name}`;
              return (
                <li key={filter.technical_name} className="choice-guide__question" data-enabled={enabled || undefined}>
                  <label htmlFor={fieldId}>{filter.label}</label>
                  <select
                    id={fieldId}
                    name={filter.technical_name}
                    value={answers[filter.technical_name] ?? ''}
                    disabled={!enabled}
                    aria-describedby={enabled ? undefined : ids.waiting}
                    onChange={(event) => answer({ name: filter.technical_name, value: event.target.value })}
                  >
                    <option value="">{intl.formatMessage({ id: 'guide.choose' })}</option>
                    {filter.data.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ol>
          <button type="submit" className="button" disabled={!searchEnabled}>
            <FormattedMessage id="guide.search" />
          </button>
        </form>
      )}
    </ModalDialog>
  );
}
