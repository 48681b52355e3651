/**
 * The barcode scanner's modal (spec §2 "Scan modal", §4): opened by the floating button, closed
 * when the page changes. What happens inside it, the look-up of a code, is in lookup-model.ts,
 * loaded with the modal's content: most visitors never scan.
 */
import { createEvent, createStore, sample } from 'effector';

export const scanModalOpened = createEvent();
export const scanModalClosed = createEvent();
/** The page changed under the modal. */
export const scanRouteChanged = createEvent();

export const $scanModalOpen = createStore(false, { sid: 'scan-modal/$scanModalOpen' });

sample({ clock: scanModalOpened, fn: () => true, target: $scanModalOpen });
sample({ clock: [scanModalClosed, scanRouteChanged], fn: () => false, target: $scanModalOpen });
