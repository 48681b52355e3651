import { useUnit } from 'effector-react';
import { usePage } from '../../features/app/router-context.tsx';
import type { FormEndpoint } from '../../kernel/validation/form-schemas.ts';
import { $postedForm } from './model.ts';
import type { PostedForm } from './posted-form.ts';

/** The refused post of this endpoint on this page, if the server is showing one. */
export function usePostedForm(endpoint: FormEndpoint): PostedForm | undefined {
  const posted = useUnit($postedForm);
  const { url } = usePage();
  return posted !== null && posted.endpoint === endpoint && posted.url === url ? posted : undefined;
}
