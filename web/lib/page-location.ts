/**
 * Sign-out's `assign` and a different user's `reload`, behind an object the unit tests can watch: in their vm
 * contexts jsdom's `location` cannot be replaced. Other navigations call `window.location` directly.
 */
export const pageLocation = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
