import { FormattedMessage } from 'react-intl';
import type { TrainingSession } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import { MAX_TRAINING_PARTICIPANTS } from '../../kernel/validation/form-schemas.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { TrainingForm } from './training-form.tsx';
import { trainingPageForm } from './training-page-form.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface TrainingData {
  readonly sessions: readonly TrainingSession[];
}

export const loader: PageLoader<TrainingData> = async ({ api }) => ({ sessions: (await api.call('GET /training')).items });

export const meta = ({ intl }: MetaArgs<TrainingData>) => ({
  title: intl.formatMessage({ id: 'screen.formations.title' }),
  description: intl.formatMessage({ id: 'screen.formations.intro' }),
});

/** Posted without JavaScript, the form comes back to this page (src/server/forms). */
export const form = trainingPageForm;

/** Training sessions from the back office, and the registration of up to 5 participants. */
export default function TrainingScreen() {
  const { sessions } = useLoaderData<TrainingData>();
  return (
    <section className="service-page training" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.formations.title" />} lead={<FormattedMessage id="screen.formations.intro" />} />
      <p>
        <FormattedMessage id="training.rules" values={{ max: MAX_TRAINING_PARTICIPANTS }} />
      </p>
      <Island name="training-form" component={TrainingForm} props={{ sessions }} />
    </section>
  );
}
