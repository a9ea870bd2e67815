/** Rewrites one query parameter of the current URL without a navigation. */
export function replaceUrlParam(
  name: string,
  value: string,
  location: Location = window.location,
  history: History = window.history,
): void {
  const params = new URLSearchParams(location.search);
  if (params.get(name) === value) return;
  params.set(name, value);
  history.replaceState(history.state, '', `${location.pathname}?${params.toString()}${location.hash}`);
}
