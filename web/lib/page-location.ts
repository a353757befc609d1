/** The page's own navigations, behind one object the tests can watch: jsdom's `location` cannot be replaced. */
export const pageLocation = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
