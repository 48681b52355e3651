/**
 * Toasts (spec §8, §9): short notices shown for 3 seconds, then dismissed on their own; the
 * visitor may close one sooner. Their texts are message ids, formatted where they are shown.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { MessageId } from '../../kernel/i18n/en/index.ts';

export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'danger' | 'info';

export interface ToastRequest {
  readonly kind: ToastKind;
  readonly message: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface Toast extends ToastRequest {
  readonly id: number;
}

export const toastShown = createEvent<ToastRequest>();
export const toastDismissed = createEvent<number>();

/** Toasts answer what the visitor just did: never serialized from the server's render. */
export const $toasts = createStore<readonly Toast[]>([], { sid: 'toast/$toasts', serialize: 'ignore' });
const $nextId = createStore(1, { sid: 'toast/$nextId', serialize: 'ignore' });

/** Waits out a toast's time on screen; tests that only count toasts replace its timer. */
export const dismissToastLaterFx = createEffect(
  (id: number) => new Promise<number>((resolve) => setTimeout(() => resolve(id), TOAST_DURATION_MS)),
);

const shown = sample({
  clock: toastShown,
  source: $nextId,
  fn: (id, request): Toast => ({ ...request, id }),
});
sample({ clock: shown, source: $toasts, fn: (toasts, toast) => [...toasts, toast], target: $toasts });
sample({ clock: shown, fn: (toast) => toast.id + 1, target: $nextId });
sample({ clock: shown, fn: (toast) => toast.id, target: dismissToastLaterFx });
sample({ clock: [dismissToastLaterFx.doneData, toastDismissed], source: $toasts, fn: (toasts, id) => toasts.filter((toast) => toast.id !== id), target: $toasts });

/** The spec's default notices (§8). */
export const unknownErrorToast: ToastRequest = { kind: 'danger', message: 'toast.unknownError' };
export const defaultSuccessToast: ToastRequest = { kind: 'success', message: 'toast.defaultSuccess' };
