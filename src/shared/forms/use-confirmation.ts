import { useHref, useRouterContext } from '../app/router-context.tsx';
import { confirmationQuery, type ConfirmedForm } from './confirmation.ts';

/** Goes to the confirmation page once a form is sent. */
export function useConfirmation(form: ConfirmedForm): () => void {
  const { navigate } = useRouterContext();
  const href = useHref()({ name: 'confirmation' });
  return () => navigate(`${href}${confirmationQuery(form)}`);
}
