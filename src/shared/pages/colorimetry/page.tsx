import { FormattedMessage } from 'react-intl';
import type { Teinte } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { Island } from '../../kernel/ui/island.tsx';
import { ShadeExplorer } from './shade-explorer.tsx';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface ColorimetryData {
  readonly shades: readonly Teinte[];
}

export const loader: PageLoader<ColorimetryData> = async ({ api }) => ({ shades: (await api.call('GET /teinte')).items });

export const meta = ({ intl }: MetaArgs<ColorimetryData>) => ({
  title: intl.formatMessage({ id: 'screen.colorimetry.title' }),
  description: intl.formatMessage({ id: 'screen.colorimetry.intro' }),
});

/** The shades as swatches by family, with their names and references, filterable. */
export default function ColorimetryScreen() {
  const { shades } = useLoaderData<ColorimetryData>();
  return (
    <section className="service-page colorimetry" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.colorimetry.title" />} lead={<FormattedMessage id="screen.colorimetry.intro" />} />
      <Island name="shade-explorer" component={ShadeExplorer} props={{ shades }} />
    </section>
  );
}
