import { createRoot } from 'react-dom/client';

// The least a React page can be that has a message box: the floor under the app's cold load.
createRoot(document.getElementById('root')!).render(
  <label>
    Bericht aan AGORA
    <textarea id="composer" rows={2} />
  </label>,
);
