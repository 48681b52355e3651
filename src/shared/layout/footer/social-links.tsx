import { useIntl } from 'react-intl';
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

/** The social networks configured in the settings (spec §3 "Social setting codes"). */
export function SocialLinks() {
  const intl = useIntl();
  const settings = useUnit($settings);
  const links = socialSettingCodes.flatMap((code) => {
    const url = settingValue(settings, code);
    return url ? [{ code, url, name: networkNames[code] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={intl.formatMessage({ id: 'footer.social' })}>
      {links.map((link) => (
        <li key={link.code}>
          <a href={link.url} target="_blank" rel="noopener noreferrer me">
            {link.name}
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  );
}
