import { lazy, Suspense } from 'react';
import { Disclosure } from '../../components/ui/disclosure';
import { useT } from '../../i18n/use-t';
import type { ServerPreferences } from './use-server-preferences';

// Opened on request, so it comes with the first screen's chunk (scripts/first-screen-preload.ts), not the entry.
const LazyForm = lazy(() => import('./preferences-form'));

/** Theme, the default agent, where these are kept, and the server, once loaded. */
export function PreferencesForm({ preferences }: { preferences: ServerPreferences }) {
  return (
    <Suspense fallback={null}>
      <LazyForm preferences={preferences} />
    </Suspense>
  );
}

/** A button in the header that opens the preferences. */
export function PreferencesMenu({ preferences }: { preferences: ServerPreferences }) {
  const t = useT();
  return (
    <Disclosure label={t('prefs.open')}>
      <PreferencesForm preferences={preferences} />
    </Disclosure>
  );
}
