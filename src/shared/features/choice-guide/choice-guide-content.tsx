import { useEffect, useRef, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { useHref, useRouterContext } from '../app/router-context.tsx';
import { encodeCharacteristics } from '../../kernel/routing/characteristics.ts';
import { GuidePictogram } from './guide-pictograms.tsx';
import {
  $answeredInOrder,
  $guideAnswers,
  $guideChosen,
  $guideFailed,
  $guideFilters,
  $guideLoading,
  $guideSearchEnabled,
  guideAnswerChanged,
  guideShown,
} from './model.ts';
import { choiceGuideClosed } from './open-model.ts';
import { $guideStep, guideWentBack, guideWentForward } from './step-model.ts';

/** The area the guide shows, provided above it by the modal (lazyWithMessages). */
export const messages = findingMessages;

/** A click of a pointer (mouse, finger), not one the browser fires for arrow keys in a radio group. */
const byPointer = (event: SyntheticEvent) => (event.nativeEvent as UIEvent).detail > 0;

/**
 * Inside the open choice-guide modal (spec §4): one question at a time, its answers as picture
 * tiles (native radios), in order; Search shows the matching products. A tap on a tile answers
 * and goes on; on a keyboard, arrows choose within the step and Enter goes on.
 */
export default function ChoiceGuideContent({ titleId }: { readonly titleId: string }) {
  const intl = useIntl();
  const { navigate } = useRouterContext();
  const href = useHref();
  const shown = useUnit(guideShown);
  useEffect(() => shown(), [shown]);
  const [filters, answers, answeredInOrder, step, searchEnabled, chosen, loading, failed, close, answer, forward, back] = useUnit([
    $guideFilters,
    $guideAnswers,
    $answeredInOrder,
    $guideStep,
    $guideSearchEnabled,
    $guideChosen,
    $guideLoading,
    $guideFailed,
    choiceGuideClosed,
    guideAnswerChanged,
    guideWentForward,
    guideWentBack,
  ]);
  const question = filters[step];
  const last = step === filters.length - 1;
  // The first open question's options are reloaded after each answer before it: they wait for it.
  const busy = loading && step === answeredInOrder;
  const tiles = useStepFocus(step, busy);
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
      {question && (
        <form
          className="choice-guide__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!last) {
              forward();
              return;
            }
            if (!searchEnabled) return;
            navigate(href({ name: 'choice-guide', params: { caracteristics: encodeCharacteristics(chosen) } }));
            close();
          }}
        >
          <div className="choice-guide__progress" aria-hidden="true">
            <FormattedMessage id="guide.step" values={{ step: step + 1, count: filters.length }} />
            <ol className="choice-guide__steps">
              {filters.map((filter, index) => (
                <li key={filter.technical_name} data-state={index < step ? 'done' : index === step ? 'current' : undefined} />
              ))}
            </ol>
          </div>
          {step > 0 && (
            <ul className="choice-guide__answers" aria-label={intl.formatMessage({ id: 'guide.yourChoices' })}>
              {filters.slice(0, step).map((filter) => (
                <li key={filter.technical_name}>{filter.data.find((option) => option.value === answers[filter.technical_name])?.label}</li>
              ))}
            </ul>
          )}
          <p className="visually-hidden" aria-live="polite">
            <FormattedMessage id="guide.stepAnnounced" values={{ step: step + 1, count: filters.length, question: question.label }} />
          </p>
          <fieldset key={question.technical_name} ref={tiles} className="choice-guide__question" role="radiogroup" disabled={busy} aria-busy={busy}>
            <legend>{question.label}</legend>
            <div className="choice-guide__tiles">
              {question.data.map((option) => {
                const checked = answers[question.technical_name] === option.value;
                return (
                  <label key={option.value} className="choice-tile">
                    <input
                      type="radio"
                      className="choice-tile__input"
                      name={question.technical_name}
                      value={option.value}
                      checked={checked}
                      onChange={(event) => {
                        answer({ name: question.technical_name, value: option.value });
                        if (byPointer(event) && !last) forward();
                      }}
                      onClick={(event) => {
                        // A tap on the answer already given goes on too (it changes nothing).
                        if (checked && byPointer(event) && !last) forward();
                      }}
                    />
                    <GuidePictogram question={question.technical_name} value={option.value} />
                    <span className="choice-tile__label">{option.label}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="choice-guide__actions">
            {step > 0 && (
              <button type="button" className="button button--secondary" onClick={() => back()}>
                <FormattedMessage id="guide.back" />
              </button>
            )}
            <button type="submit" className="button" disabled={last ? !searchEnabled : step >= answeredInOrder || busy}>
              {intl.formatMessage({ id: last ? 'guide.search' : 'guide.next' })}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

/**
 * Once another step shows (and its options are there), focus goes to its answer, or its first
 * tile: the tile that had focus is gone, and arrows go on from there.
 */
function useStepFocus(step: number, busy: boolean) {
  const tiles = useRef<HTMLFieldSetElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (busy || focusedStep.current === step) return;
    focusedStep.current = step;
    (tiles.current?.querySelector<HTMLInputElement>('input:checked') ?? tiles.current?.querySelector('input'))?.focus();
  }, [step, busy]);
  return tiles;
}
