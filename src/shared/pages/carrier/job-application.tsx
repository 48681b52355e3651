import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import type { Civility } from '../../kernel/api/entities/content.ts';
import { $api } from '../../features/app/model.ts';
import { ApplicationForm } from '../../blocks/forms/application-form.tsx';

/** Civilities are a nicety of the form: they arrive after hydration and the form works before. */
function useCivilities(): readonly Civility[] {
  const api = useUnit($api);
  const [civilities, setCivilities] = useState<readonly Civility[]>([]);
  useEffect(() => {
    let live = true;
    api?.call('GET /civility').then((list) => live && setCivilities(list.items), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return civilities;
}

/** A job offer's application form, an island (decision 199): the offer's page is otherwise static. */
export function JobApplication({ jobId }: { readonly jobId: number }) {
  return <ApplicationForm civilities={useCivilities()} jobId={jobId} />;
}
