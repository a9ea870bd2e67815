import { addTexts } from '../../i18n/catalog';
import { enUsers } from '../../i18n/en-users';
import { nlUsers } from '../../i18n/nl-users';

/** Adds the users' texts to the catalogs; called when a chunk that shows them loads. */
export function registerUserTexts(): void {
  addTexts({ nl: nlUsers, en: enUsers });
}
