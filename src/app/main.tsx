import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { App } from './app';
import { loadConfig } from './config';
import { syncDocumentLanguage } from './document-language';
import { loadThreadId } from './thread-id';

const config = loadConfig();
const threadId = loadThreadId(window.location, window.localStorage);
syncDocumentLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} threadId={threadId} />
  </StrictMode>,
);
