/** The name a download's Content-Disposition gives it: the UTF-8 `filename*` when there is one, else `filename`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

const onPhone = () => window.matchMedia("(pointer: coarse)").matches;

/**
 * Hands a made file to the person: on a phone, the system share sheet (to mail it, message it or
 * save it to Files) where the browser can share files; elsewhere, and when sharing is cancelled
 * or refused, a download.
 */
export async function saveFile(blob: Blob, fileName: string): Promise<void> {
  const file = new File([blob], fileName, { type: blob.type });
  if (onPhone() && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: fileName });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
