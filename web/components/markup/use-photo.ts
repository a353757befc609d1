import { useEffect, useState } from "react";
import type { Size } from "./view-transform";

export type PhotoState = { status: "loading" } | { status: "error" } | { status: "ready"; image: HTMLImageElement; size: Size };

const LOADING: PhotoState = { status: "loading" };

/** Loads the photo at its natural size (browsers apply its EXIF orientation); markup coordinates are its pixels. */
export function usePhoto(url: string): PhotoState {
  const [loaded, setLoaded] = useState<{ url: string; state: PhotoState } | null>(null);
  useEffect(() => {
    let live = true;
    const image = new Image();
    image.decoding = "async";
    image.onload = () => {
      if (!live) return;
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      setLoaded({ url, state: size.width > 0 && size.height > 0 ? { status: "ready", image, size } : { status: "error" } });
    };
    image.onerror = () => {
      if (live) setLoaded({ url, state: { status: "error" } });
    };
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  return loaded?.url === url ? loaded.state : LOADING;
}
