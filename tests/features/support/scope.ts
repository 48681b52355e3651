/** A scope over a scripted data source, with toasts counted instead of timed. */
import { createWatch, fork, type Scope } from 'effector';
import { $api } from '../../../src/shared/features/app/model.ts';
import type { CookieWrite } from '../../../src/shared/features/persistence/cookie-text.ts';
import { readDocumentCookieFx, writeDocumentCookieFx } from '../../../src/shared/features/persistence/document-cookie.ts';
import { dismissToastLaterFx, toastShown, type ToastRequest } from '../../../src/shared/features/toast/model.ts';
import type { ScriptedApi } from './scripted-api.ts';

export interface TestScope {
  readonly scope: Scope;
  readonly toasts: ToastRequest[];
  readonly cookiesWritten: CookieWrite[];
}

export function testScope(api: ScriptedApi, options: { cookies?: Record<string, string>; values?: [unknown, unknown][] } = {}): TestScope {
  const cookiesWritten: CookieWrite[] = [];
  const scope = fork({
    values: [[$api, api], ...((options.values ?? []) as never[])],
    handlers: [
      // The toast's 3 s on screen is the toast model's own test; here it leaves at once.
      [dismissToastLaterFx, (id: number) => id],
      [writeDocumentCookieFx, (cookie: CookieWrite) => void cookiesWritten.push(cookie)],
      [readDocumentCookieFx, (name: string) => options.cookies?.[name]],
    ],
  });
  const toasts: ToastRequest[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  return { scope, toasts, cookiesWritten };
}
