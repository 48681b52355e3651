import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { $settings } from '../../features/app/model.ts';
import { settingValue } from '../../kernel/data/settings.ts';
import { socialSettingCodes } from '../../kernel/seo/json-ld.ts';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';

const networkNames: Readonly<Record<(typeof socialSettingCodes)[number], string>> = {
  link_facebook: 'Facebook',
  link_youtube: 'YouTube',
  link_pinterest: 'Pinterest',
  link_instagram: 'Instagram',
  link_linkedin: 'LinkedIn',
};

/**
 * The social networks configured in the settings (spec §3 "Social setting codes"): an icon each,
 * named by the network's name for screen readers. The icons are the stylesheet's own drawings,
 * chosen by `data-network` (site.css), so they cost the first load no script and no request.
 */
export function SocialLinks() {
  const settings = useUnit($settings);
  const links = socialSettingCodes.flatMap((code) => {
    const url = settingValue(settings, code);
    return url ? [{ code, url, name: networkNames[code] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="footer-social" aria-labelledby="footer-social-title">
      <h2 id="footer-social-title" className="footer-nav__title">
        <FormattedMessage id="footer.social" />
      </h2>
      <ul className="social-links">
        {links.map((link) => (
          <li key={link.code}>
            <a href={link.url} target="_blank" rel="noopener noreferrer me" data-network={link.code}>
              <span className="visually-hidden">{link.name}</span>
              <NewTabHint />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
