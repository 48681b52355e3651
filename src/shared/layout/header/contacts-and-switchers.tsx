import { AudienceSwitch } from './audience-switch.tsx';
import { CountrySelector } from './country-selector.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SecondaryNav } from './secondary-nav.tsx';

/** The top bar's element that holds them (header.tsx); the burger's drawer shows a copy of it. */
export const topBarContentClass = 'topbar__inner';

/**
 * The audience switch, phones and contact, languages and sister sites (spec §1, §2, §3): the top
 * bar on wide screens, the end of the burger menu on small ones.
 */
export function ContactsAndSwitchers() {
  return (
    <>
      <AudienceSwitch />
      <SecondaryNav />
      <div className="header-switchers">
        <LanguageSwitcher />
        <CountrySelector />
      </div>
    </>
  );
}
