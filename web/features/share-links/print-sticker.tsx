import { useEffect } from "react";
import { createPortal } from "react-dom";
import { PRODUCT_NAME } from "../../../shared/constants";

type PrintStickerProps = { qrCode: string; title: string; vehicle: string | null; onDone: () => void };

/**
 * A sticker for the vehicle's window: only this prints (styles.css hides the rest of the page
 * while it is mounted), and it unmounts once the print dialog closes.
 */
export function PrintSticker({ qrCode, title, vehicle, onDone }: PrintStickerProps) {
  useEffect(() => {
    window.addEventListener("afterprint", onDone, { once: true });
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("afterprint", onDone);
    };
  }, [onDone]);

  return createPortal(
    <div className="print-sticker fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-4 bg-white p-8 text-center text-black print:static print:flex">
      <p className="text-2xl font-bold">{title}</p>
      {vehicle ? <p className="text-lg">{vehicle}</p> : null}
      <img src={qrCode} alt="" className="h-[9cm] w-[9cm]" />
      <p className="text-lg font-semibold">Scan to follow this job's progress</p>
      <p className="text-sm">{PRODUCT_NAME}</p>
    </div>,
    document.body,
  );
}
