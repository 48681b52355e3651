import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { ApiError, type CallRequest } from '../../../src/shared/kernel/api/client.ts';
import type { ChoiceFilter, ProductFilter } from '../../../src/shared/kernel/api/entities/catalogue.ts';
import { $api, $salesPlan, $target } from '../../../src/shared/features/app/model.ts';
import {
  $answeredInOrder,
  $guideAnswers,
  $guideChosen,
  $guideFailed,
  $guideFilters,
  $guideSearchEnabled,
  guideShown,
  guideAnswerChanged,
  isQuestionEnabled,
} from '../../../src/shared/features/choice-guide/model.ts';
import { $choiceGuideOpen, choiceGuideClosed, choiceGuideOpened } from '../../../src/shared/features/choice-guide/open-model.ts';
import { $guideStep, guideWentBack, guideWentForward } from '../../../src/shared/features/choice-guide/step-model.ts';
import { $burgerOpen, burgerToggled } from '../../../src/shared/layout/menu/burger-model.ts';
import { decodeCharacteristics, encodeCharacteristics } from '../../../src/shared/kernel/routing/characteristics.ts';
import { scriptedApi } from '../support/scripted-api.ts';

/** The menu opens the modal, whose content then shows the guide. */
async function openGuide(scope: Scope): Promise<void> {
  await allSettled(choiceGuideOpened, { scope });
  await allSettled(guideShown, { scope });
}

const choice = (name: string, position: number, values: string[]): ChoiceFilter => ({
  technical_name: name,
  label: name.toUpperCase(),
  type: 'choice',
  position,
  data: values.map((value) => ({ value, label: value, count: 1 })),
});

/** The back office's guide: each question's options narrowed by the answers sent (as the real one does). */
function guide(request: CallRequest<'GET /filters-products'> | undefined): Record<string, ProductFilter> {
  const chosen = request?.query?.caracteristics ?? {};
  const narrowed = (values: string[]) => (chosen.work_type?.[0] === 'smoothing' ? values.slice(0, 1) : values);
  // Listed out of order on purpose: the position decides.
  return {
    form: choice('form', 2, narrowed(['powder', 'paste'])),
    work_type: choice('work_type', 0, ['filling', 'smoothing']),
    support: choice('support', 1, narrowed(['plaster', 'wood'])),
  };
}

const plan = (id: number, target: 'pro' | 'part') => ({ id, target, label: target, currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 });

function guideScope(target: 'pro' | 'part' = 'pro') {
  const api = scriptedApi({ 'GET /filters-products': guide });
  const scope = fork({ values: [[$api, api], [$target, target]] });
  return { api, scope };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const names = (filters: readonly ChoiceFilter[]) => filters.map((filter) => filter.technical_name);

describe('the choice guide', () => {
  test('opening closes the burger and loads the questions once, in order', async () => {
    const { api, scope } = guideScope();
    await allSettled(burgerToggled, { scope });
    await openGuide(scope);
    expect(scope.getState($choiceGuideOpen)).toBe(true);
    expect(scope.getState($burgerOpen)).toBe(false);
    expect(names(scope.getState($guideFilters))).toEqual(['work_type', 'support', 'form']);
    expect(api.calls[0]!.request?.query).toEqual({ guide_de_choix: 1, caracteristics: {} });
    await allSettled(choiceGuideClosed, { scope });
    await openGuide(scope);
    expect(api.calls).toHaveLength(1);
  });

  test('a question is open only when every one before it is answered; Search needs them all', async () => {
    const { scope } = guideScope();
    await openGuide(scope);
    const enabled = () => [0, 1, 2].map((index) => isQuestionEnabled(index, scope.getState($answeredInOrder)));
    expect(enabled()).toEqual([true, false, false]);
    expect(scope.getState($guideSearchEnabled)).toBe(false);

    // Answering a question that is not open yet changes nothing.
    await allSettled(guideAnswerChanged, { scope, params: { name: 'form', value: 'paste' } });
    expect(scope.getState($guideAnswers)).toEqual({});

    await allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'filling' } });
    expect(enabled()).toEqual([true, true, false]);
    await allSettled(guideAnswerChanged, { scope, params: { name: 'support', value: 'plaster' } });
    expect(enabled()).toEqual([true, true, true]);
    expect(scope.getState($guideSearchEnabled)).toBe(false);
    await allSettled(guideAnswerChanged, { scope, params: { name: 'form', value: 'powder' } });
    expect(scope.getState($guideSearchEnabled)).toBe(true);
    expect(scope.getState($guideChosen)).toEqual({ work_type: ['filling'], support: ['plaster'], form: ['powder'] });
    expect(decodeCharacteristics(encodeCharacteristics(scope.getState($guideChosen)))).toEqual(scope.getState($guideChosen));
  });

  test('changing an answer clears the later ones and reloads the options with the answers so far (pro)', async () => {
    const { api, scope } = guideScope('pro');
    await openGuide(scope);
    for (const [name, value] of [['work_type', 'filling'], ['support', 'wood'], ['form', 'paste']] as const) {
      await allSettled(guideAnswerChanged, { scope, params: { name, value } });
    }
    await allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'smoothing' } });
    expect(scope.getState($guideAnswers)).toEqual({ work_type: 'smoothing' });
    expect(scope.getState($guideSearchEnabled)).toBe(false);
    expect(api.calls.at(-1)!.request?.query).toEqual({ guide_de_choix: 1, caracteristics: { work_type: ['smoothing'] } });
    expect(scope.getState($guideFilters).find((filter) => filter.technical_name === 'support')!.data.map((option) => option.value)).toEqual(['plaster']);

    // Choosing the empty option clears that answer and the later ones.
    await allSettled(guideAnswerChanged, { scope, params: { name: 'support', value: 'plaster' } });
    await allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: '' } });
    expect(scope.getState($guideAnswers)).toEqual({});
  });

  test('one question shows at a time: never past the first unanswered one, back to any earlier one', async () => {
    const { scope } = guideScope();
    await openGuide(scope);
    expect(scope.getState($guideStep)).toBe(0);
    // Going on needs the question answered.
    await allSettled(guideWentForward, { scope });
    expect(scope.getState($guideStep)).toBe(0);
    await allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'filling' } });
    await allSettled(guideWentForward, { scope });
    expect(scope.getState($guideStep)).toBe(1);
    await allSettled(guideAnswerChanged, { scope, params: { name: 'support', value: 'plaster' } });
    await allSettled(guideWentForward, { scope });
    await allSettled(guideAnswerChanged, { scope, params: { name: 'form', value: 'paste' } });
    // The last question is as far as it goes.
    await allSettled(guideWentForward, { scope });
    expect(scope.getState($guideStep)).toBe(2);

    await allSettled(guideWentBack, { scope });
    await allSettled(guideWentBack, { scope });
    await allSettled(guideWentBack, { scope });
    expect(scope.getState($guideStep)).toBe(0);
    // Another first answer clears the later ones: the guide can go one step on, no further.
    await allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'smoothing' } });
    await allSettled(guideWentForward, { scope });
    await allSettled(guideWentForward, { scope });
    expect(scope.getState($guideStep)).toBe(1);

    // A closed and reopened guide shows the step it was left at; another sales plan starts over.
    await allSettled(choiceGuideClosed, { scope });
    await openGuide(scope);
    expect(scope.getState($guideStep)).toBe(1);
    await allSettled($salesPlan, { scope, params: plan(2, 'part') });
    expect(scope.getState($guideStep)).toBe(0);
  });

  test('for individuals the options are asked without the answers (spec §7)', async () => {
    const { api, scope } = guideScope('part');
    await openGuide(scope);
    await allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'smoothing' } });
    expect(api.calls.map((call) => call.request?.query)).toEqual([{ guide_de_choix: 1 }, { guide_de_choix: 1 }]);
  });

  test('an answer for older choices is dropped when newer ones were sent since', async () => {
    const releases: (() => void)[] = [];
    const api = scriptedApi({});
    api.call = (async (_name: string, request?: CallRequest<'GET /filters-products'>) => {
      const answer = guide(request);
      if (request?.query?.caracteristics?.work_type?.[0] === 'filling') await new Promise<void>((resolve) => releases.push(resolve));
      return answer;
    }) as typeof api.call;
    const scope = fork({ values: [[$api, api], [$target, 'pro']] });
    await openGuide(scope);
    // Awaited only once the held answer is released: allSettled waits for it too.
    const older = allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'filling' } });
    await tick();
    const newer = allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'smoothing' } });
    await tick();
    expect(releases).toHaveLength(1);
    const formValues = () => scope.getState($guideFilters).find((filter) => filter.technical_name === 'form')!.data.length;
    await expect.poll(formValues).toBe(1);
    releases[0]!();
    await Promise.all([older, newer]);
    expect(scope.getState($guideFilters).find((filter) => filter.technical_name === 'form')!.data).toHaveLength(1);
  });

  test('a failed load says so; another sales plan starts the guide over', async () => {
    const failing = scriptedApi({ 'GET /filters-products': new ApiError(503, {}, 'GET /filters-products') });
    const broken = fork({ values: [[$api, failing]] });
    await openGuide(broken);
    expect(broken.getState($guideFailed)).toBe(true);

    const { api, scope } = guideScope();
    await allSettled($salesPlan, { scope, params: plan(1, 'pro') });
    await openGuide(scope);
    await allSettled(guideAnswerChanged, { scope, params: { name: 'work_type', value: 'filling' } });
    const guideCalls = () => api.calls.filter((call) => call.name === 'GET /filters-products').length;
    const callsBefore = guideCalls();
    await allSettled($salesPlan, { scope, params: plan(2, 'part') });
    expect(scope.getState($guideAnswers)).toEqual({});
    // Still open: the questions of the new audience are loaded at once.
    expect(guideCalls()).toBe(callsBefore + 1);
    expect(names(scope.getState($guideFilters))).toEqual(['work_type', 'support', 'form']);
  });
});
