import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { $burgerOpen, burgerToggled } from './burger-model.ts';
import { mainMenuId } from './main-menu.tsx';

/** Opens and closes the main menu drawer on small screens. */
export function BurgerButton() {
  const intl = useIntl();
  const [open, toggle] = useUnit([$burgerOpen, burgerToggled]);
  return (
    <button
      type="button"
      className="burger"
      aria-expanded={open}
      aria-controls={mainMenuId}
      aria-label={intl.formatMessage({ id: open ? 'header.closeMenu' : 'header.openMenu' })}
      onClick={() => toggle()}
    >
      <span className="burger__bars" aria-hidden="true" />
    </button>
  );
}
