import { lazy, Suspense } from 'react';
import { Sheet } from '../../components/ui/sheet';
import { useT } from '../../i18n/use-t';
import type { InspectorPickerProps } from './inspector-picker';
import { LanguageSelect } from './language-select';
import { PreferencesForm, PreferencesMenu } from './preferences-menu';
import type { ServerPreferences } from './use-server-preferences';

// Shown once the speech player has loaded (after first paint), so it comes with the first screen's chunk.
const TtsControls = lazy(() => import('../../features/tts/tts-controls'));
// Shows nothing before the server's kind is known: it comes with the first screen's chunk, not the entry.
const LazyPicker = lazy(() => import('./inspector-picker'));

function InspectorPicker(props: InspectorPickerProps) {
  return (
    <Suspense fallback={null}>
      <LazyPicker {...props} />
    </Suspense>
  );
}

export interface HeaderControlsProps extends InspectorPickerProps {
  preferences: ServerPreferences;
}

function ReadAloud({ preferences }: { preferences: ServerPreferences }) {
  return (
    <Suspense fallback={null}>
      <TtsControls spokenText={{ value: preferences.spokenTextType, onChange: preferences.setSpokenTextType }} />
    </Suspense>
  );
}

/** The full header's controls: reading aloud, who, language, preferences. */
export function HeaderControls({ preferences, ...inspector }: HeaderControlsProps) {
  return (
    <div className="ml-auto flex flex-wrap items-center gap-4 text-sm">
      <ReadAloud preferences={preferences} />
      <InspectorPicker {...inspector} />
      <LanguageSelect preferences={preferences} />
      <PreferencesMenu preferences={preferences} />
    </div>
  );
}

interface SettingsSheetProps extends HeaderControlsProps {
  open: boolean;
  onClose: () => void;
}

/** The same, gathered in a sheet for the compact header, with the preferences open. */
export function SettingsSheet({ open, onClose, preferences, ...inspector }: SettingsSheetProps) {
  const t = useT();
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('layout.settings')}
      closeLabel={t('layout.close')}
      side="right"
      surface="app-bar bg-sky-950 text-on-accent"
    >
      <div className="grid h-full content-start gap-5 overflow-y-auto p-4 text-sm">
        <ReadAloud preferences={preferences} />
        <InspectorPicker {...inspector} />
        <LanguageSelect preferences={preferences} />
        <section aria-label={t('prefs.open')} className="grid gap-3 rounded-xl bg-white p-4 text-slate-900">
          <PreferencesForm preferences={preferences} />
        </section>
      </div>
    </Sheet>
  );
}
