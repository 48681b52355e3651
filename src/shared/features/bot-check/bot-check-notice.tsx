/**
 * The bot check's badge (spec §9: "badge visible"): under every form while the check is on, the
 * notice reCAPTCHA's terms ask for. It is in the page from the first render, whereas Google's own
 * floating badge only appears once its script loads (on the first submission).
 */
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import { $botCheck } from './model.ts';

const externalLink = (href: string) => (text: ReactNode) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}
    <NewTabHint />
  </a>
);

export function BotCheckNotice() {
  const { siteKey } = useUnit($botCheck);
  if (siteKey === null) return null;
  return (
    <p className="bot-check-notice">
      <FormattedMessage
        id="botCheck.notice"
        values={{ privacy: externalLink('https://policies.google.com/privacy'), terms: externalLink('https://policies.google.com/terms') }}
      />
    </p>
  );
}
