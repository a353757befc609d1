const NAME_KEY = "wrappilot-share-contributor";

/** The name a visitor signs their additions with, remembered on this device for the next one. */
export function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberName(name: string) {
  try {
    localStorage.setItem(NAME_KEY, name.trim());
  } catch {
    // Private browsing may refuse storage; the name is then asked again next time.
  }
}
