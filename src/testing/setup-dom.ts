import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../i18n/catalog';
import { registerConversationTexts, registerSessionTexts } from '../i18n/conversation-texts';
import { registerDebugTexts } from '../i18n/debug-texts';
import { useComposer } from '../ui-state/composer-store';

await loadLanguage('en');
registerDebugTexts();
registerConversationTexts();
registerSessionTexts();

// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  useComposer.setState({ draft: '', early: [] });
});
