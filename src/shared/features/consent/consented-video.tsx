/**
 * A video embed that loads only with video consent (spec §4): until then a placeholder says
 * why, with a button that gives that one consent and plays.
 */
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $videoConsent, consentPreferencesOpened, videoConsentGiven } from './model.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

export function ConsentedVideo({ videoId, title }: { readonly videoId: string; readonly title: string }) {
  const [consented, accept, openPreferences] = useUnit([$videoConsent, videoConsentGiven, consentPreferencesOpened]);
  if (!VIDEO_ID.test(videoId)) return null;
  if (consented) {
    return (
      <div className="video">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}`}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video video--placeholder" role="group" aria-label={title}>
      <p>
        <FormattedMessage id="consent.video.placeholder" values={{ title }} />
      </p>
      <p>
        <button type="button" className="button" onClick={() => accept()}>
          <FormattedMessage id="consent.video.accept" />
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={() => openPreferences()}>
          <FormattedMessage id="consent.video.preferences" />
        </button>
      </p>
    </div>
  );
}
