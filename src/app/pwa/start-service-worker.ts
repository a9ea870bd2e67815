/**
 * In a built app, registers the service worker once the page has loaded, so precaching never competes with the
 * first paint; the registration and the update prompt are a chunk of their own, not the first paint's script.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  addEventListener('load', () => void import('./service-worker').then((module) => module.registerThisBuild()));
}
