import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { useAddressChanged } from '../app/router-context.tsx';
import { lazyWithMessages } from '../../kernel/i18n/lazy-with-messages.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { $choiceGuideOpen, choiceGuideClosed } from './open-model.ts';

// Named here, not by useId: an island's root numbers its ids otherwise than the page's tree (decision 199).
const titleId = 'choice-guide-title';

// The questions are loaded when the guide first opens, with their message area: they are no part of the first load.
const ChoiceGuideContent = lazyWithMessages(() => import('./choice-guide-content.tsx'));

/** The choice-guide modal (spec §4), opened from the menu; its questions load when it opens. */
export function ChoiceGuideModal() {
  const intl = useIntl();
  const [open, close] = useUnit([$choiceGuideOpen, choiceGuideClosed]);
  // A page change (back, forward) takes the visitor away from the guide.
  useAddressChanged(close);
  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} closeLabel={intl.formatMessage({ id: 'guide.close' })} className="choice-guide">
      <Suspense fallback={null}>
        <ChoiceGuideContent titleId={titleId} />
      </Suspense>
    </ModalDialog>
  );
}
