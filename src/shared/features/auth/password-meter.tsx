import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../kernel/i18n/en/index.ts';
import { passwordStrength } from '../../kernel/validation/password-strength.ts';

/** The signup's password strength, five levels (spec §5), as a meter and in words. */
export function PasswordMeter({ password }: { readonly password: string }) {
  const intl = useIntl();
  const level = passwordStrength(password);
  const label = intl.formatMessage({ id: `password.strength.${level}` as MessageId });
  return (
    <div className="password-meter" data-level={password === '' ? undefined : level}>
      <meter min={0} max={4} low={2} high={3} optimum={4} value={password === '' ? 0 : level} aria-hidden="true" />
      <p aria-live="polite">{password === '' ? null : <FormattedMessage id="password.strength" values={{ level: label }} />}</p>
    </div>
  );
}
