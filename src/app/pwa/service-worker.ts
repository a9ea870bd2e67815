import { create } from 'zustand';

/** A new version of the app, installed and ready; `apply` takes it (and reloads the page). */
export const useUpdate = create<{ apply?: () => void }>(() => ({}));

/**
 * Registers the service worker and offers each new version it installs. Nothing swaps by itself: the
 * page reloads only through `apply`, which the prompt calls when no answer is running.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer, scriptUrl: string, reload: () => void) {
  let applying = false;
  let controlled = !!container.controller;
  const offer = (take: () => void) =>
    useUpdate.setState({
      apply: () => {
        applying = true;
        take();
      },
    });
  container.addEventListener('controllerchange', () => {
    // The claim right after the first install is this very version; a later change is a newer one,
    // taken in another tab, beside which this tab's old code must not go on.
    if (applying) reload();
    else if (controlled) offer(reload);
    controlled = true;
  });
  const registration = await container.register(scriptUrl);
  const offerWaiting = () => {
    const waiting = registration.waiting;
    if (waiting && container.controller) offer(() => waiting.postMessage({ type: 'SKIP_WAITING' }));
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offerWaiting());
  });
}

type TrustedTypesLike = {
  createPolicy(name: string, rules: { createScriptURL(): string }): { createScriptURL(input: string): string };
};
/** The window with Trusted Types, which TypeScript's DOM library does not declare yet. */
interface TrustedTypesWindow {
  trustedTypes?: TrustedTypesLike;
}

/** Registers this build's service worker (`start-service-worker.ts` calls it once the page has loaded). */
export function registerThisBuild(): void {
  const url = `${import.meta.env.BASE_URL}sw.js`;
  // The app's second Trusted Types policy (the CSP names it): it makes this one URL and nothing else.
  const policy = (window as TrustedTypesWindow).trustedTypes?.createPolicy('hai-service-worker', {
    createScriptURL: () => url,
  });
  const scriptUrl = policy ? policy.createScriptURL(url) : url;
  registerServiceWorker(navigator.serviceWorker, scriptUrl, () => location.reload()).catch(console.warn);
}
