import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { findingMessages } from '../../i18n/en/finding.ts';
import { useHref, useRouterContext } from '../../app/router-context.tsx';
import { encodeCharacteristics } from '../../routing/characteristics.ts';
import {
  $answeredInOrder,
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

/** The area the guide shows, provided above it by the modal (lazyWithMessages). */
export const messages = findingMessages;

/** Inside the open choice-guide modal (spec §4): questions answered in order, then Search shows the matching products. */
export function ChoiceGuideContent({ titleId }: { readonly titleId: string }) {
  const intl = useIntl();
  const { navigate } = useRouterContext();
  const href = useHref();
  const waitingId = useId();
  const [filters, answers, answeredInOrder, searchEnabled, chosen, loading, failed, close, answer] = useUnit([
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
  return (
    <>
      <h2 id={titleId}>
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
          <p id={waitingId} hidden>
            <FormattedMessage id="guide.waiting" />
          </p>
          <ol className="choice-guide__questions">
            {filters.map((filter, index) => {
              const enabled = isQuestionEnabled(index, answeredInOrder);
              const fieldId = `${titleId}-${filter.technical_name}`;
              return (
                <li key={filter.technical_name} className="choice-guide__question" data-enabled={enabled || undefined}>
                  <label htmlFor={fieldId}>{filter.label}</label>
                  <select
                    id={fieldId}
                    name={filter.technical_name}
                    value={answers[filter.technical_name] ?? ''}
                    disabled={!enabled}
                    aria-describedby={enabled ? undefined : waitingId}
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
    </>
  );
}
