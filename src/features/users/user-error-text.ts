import { ApiError } from '../../api/http';
import { useErrorText } from '../../i18n/error-text';
import { useT } from '../../i18n/use-t';

/**
 * A refused user change in the catalog's words: a taken e-mail, a user gone, details refused; else the kind of
 * failure, as a sentence of its own (`alone`) or as the reason inside another.
 */
export function useUserErrorText(alone = true): (error: Error) => string {
  const t = useT();
  const errorText = useErrorText();
  return (error) => {
    const status = error instanceof ApiError && error.kind === 'http' ? error.status : undefined;
    if (status === 409) return t('users.error.emailTaken');
    if (status === 404) return t('users.error.notFound');
    if (status === 400 || status === 422) return t('users.error.invalid');
    return alone ? t('users.error.other', { reason: errorText(error) }) : errorText(error);
  };
}
