import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { $settings } from '../../features/app/model.ts';
import { settingValue } from '../../kernel/data/settings.ts';
import { socialSettingCodes } from '../../kernel/seo/json-ld.ts';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';

type NetworkCode = (typeof socialSettingCodes)[number];

const networkNames: Readonly<Record<NetworkCode, string>> = {
  link_facebook: 'Facebook',
  link_youtube: 'YouTube',
  link_pinterest: 'Pinterest',
  link_instagram: 'Instagram',
  link_linkedin: 'LinkedIn',
};

/** Each network's icon, our own line drawing on a 24-unit grid. */
const networkDrawings: Readonly<Record<NetworkCode, ReactNode>> = {
  link_facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <path d="M15.5 7.5H14a2.5 2.5 0 0 0-2.5 2.5v11M9 13h6" />
    </>
  ),
  link_youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.2 9.4v5.2l4.4-2.6z" fill="currentColor" />
    </>
  ),
  link_pinterest: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M10.4 20.5 12 13.6M10.3 16.5V7.8h3a3 3 0 0 1 0 6h-1.6" />
    </>
  ),
  link_instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5.5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".4" fill="currentColor" />
    </>
  ),
  link_linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 7.7v.1M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.3-2.5s2.2 1 2.2 2.5v3" />
    </>
  ),
};

/**
 * The social networks configured in the settings (spec §3 "Social setting codes"): an icon each,
 * named by the network's name for screen readers. The icons are inline drawings in the page's own
 * document: a CSS mask's SVG data URL would be a document of its own for the browser to build
 * when the footer first shows (decision 195).
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
            <a href={link.url} target="_blank" rel="noopener noreferrer me">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="icon" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                {networkDrawings[link.code]}
              </svg>
              <span className="visually-hidden">{link.name}</span>
              <NewTabHint />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
