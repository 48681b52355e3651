import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { choiceGuideOpened } from './open-model.ts';

/** Above the guide's results: the guide again, from its first question. An island (decision 199). */
export function GuideAgainButton() {
  const openGuide = useUnit(choiceGuideOpened);
  return (
    <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => openGuide()}>
      <FormattedMessage id="guide.again" />
    </button>
  );
}
