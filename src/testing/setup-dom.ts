import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { loadLanguage } from '../i18n/catalog';
import { registerConversationTexts, registerSessionTexts } from '../i18n/conversation-texts';
import '../i18n/debug-panel-texts';
import { registerDebugTexts } from '../i18n/debug-texts';
import { registerVoiceTexts } from '../i18n/voice-texts';
import { useComposer } from '../ui-state/composer-store';

// waitFor and findBy wait until their condition holds; the cap only says how long a failing test takes, so it is
// generous: a busy machine must slow a passing test down, never fail it.
configure({ asyncUtilTimeout: 10_000 });

await loadLanguage('en');
registerDebugTexts();
registerConversationTexts();
registerSessionTexts();
registerVoiceTexts();

// jsdom has no workers: the session search runs its worker's code on the page.
vi.mock('../features/sessions/search-engine', async () => {
  const { inlineEngine } = await import('../features/sessions/inline-search-engine');
  return { createSearchEngine: inlineEngine };
});

// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

// The files of a worker share one jsdom and their modules (vite.config.ts). A lazy import a test started but did not
// wait for would otherwise load after its file was torn down and fail for every later file that needs that module.
afterAll(() => vi.dynamicImportSettled());

// What a test put into the document or storage goes with it.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  // userEvent puts a clipboard on the page and takes it away after each test, but only in the first file of a worker:
  // the module that does so is loaded once.
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  useComposer.setState({ draft: '' });
});
