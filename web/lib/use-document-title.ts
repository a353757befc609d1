import { useEffect } from "react";

const PRODUCT = "WrapPilot";

/** Names the browser tab after what is shown ('Fleet van · WrapPilot'), and gives the previous name back on leaving. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · ${PRODUCT}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
