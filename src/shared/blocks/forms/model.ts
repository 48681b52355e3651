/**
 * Form submission: one effect for every contract form, with the scope's data client and the
 * bot check (when a site key is configured) resolved before the body leaves.
 */
import { attach, createEffect, createStore } from 'effector';
import type { BackofficeClient } from '../../kernel/api/client.ts';
import { $api, requireDataClient } from '../../features/app/model.ts';
import { $botCheck, botCheckToken as requestBotCheckToken, type BotCheckConfig } from '../../features/bot-check/model.ts';
import type { FormEndpoint } from '../../kernel/validation/form-schemas.ts';
import { postForm, type FormPost } from './post-form.ts';
import type { PostedForm } from './posted-form.ts';

export type FormSubmission<E extends FormEndpoint = FormEndpoint> = Omit<FormPost<E>, 'botCheckToken'>;

const sendFormFx = createEffect(
  async ({ api, botCheck, submission }: { api: BackofficeClient | null; botCheck: BotCheckConfig; submission: FormSubmission }) => {
    const client = requireDataClient(api);
    const botCheckToken = await requestBotCheckToken(botCheck, submission.endpoint);
    return postForm(client, { ...submission, botCheckToken });
  },
);

/** Resolves with the endpoint's data (a receipt); `ContractForm` knows which endpoint it sent. */
export const submitFormFx = attach({
  source: { api: $api, botCheck: $botCheck },
  mapParams: (submission: FormSubmission, { api, botCheck }) => ({ api, botCheck, submission }),
  effect: sendFormFx,
});

/** A form the server received without JavaScript and refused: its page shows it again (set by the server only). */
export const $postedForm = createStore<PostedForm | null>(null, { sid: 'forms/$postedForm' });
