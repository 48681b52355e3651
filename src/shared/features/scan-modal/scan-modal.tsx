import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { useAddressChanged } from '../app/router-context.tsx';
import { lazyWithMessages } from '../../kernel/i18n/lazy-with-messages.tsx';
import { ModalDialog } from '../choice-guide/modal-dialog.tsx';
import { $scanModalOpen, scanModalClosed, scanRouteChanged } from './model.ts';

// Named here, not by useId: an island's root numbers its ids otherwise than the page's tree (decision 199).
const titleId = 'scan-modal-title';

// The content (code field, result card, camera) is loaded when the modal first opens: most
// visitors never scan, so it stays out of the first load (its message area too).
const ScanModalContent = lazyWithMessages(() => import('./scan-modal-content.tsx'));

/**
 * The scan modal (spec §2): the camera reader, a field to type the code, and the found product,
 * all loaded once the modal opens. It closes when the page changes.
 */
export function ScanModal() {
  const intl = useIntl();
  const [open, close, routeChanged] = useUnit([$scanModalOpen, scanModalClosed, scanRouteChanged]);
  useAddressChanged(routeChanged);
  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} closeLabel={intl.formatMessage({ id: 'scan.close' })} className="scan-modal">
      <Suspense fallback={null}>
        <ScanModalContent titleId={titleId} />
      </Suspense>
    </ModalDialog>
  );
}
