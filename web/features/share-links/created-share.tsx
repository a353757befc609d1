import { Copy, Download, Printer, Share2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { jobTitle, vehicleLine } from "../../../shared/domain/job-text";
import { QR_SHARE_ACCESS_LABELS } from "../../../shared/domain/qr-share-state";
import type { Job } from "../../../shared/schemas/job";
import type { CreatedQrShare } from "../../../shared/schemas/share";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { formatDay } from "../../lib/date-text";
import { PrintSticker } from "./print-sticker";
import { pngFromSvg, qrFileName, saveDataUrl } from "./qr-files";

const canShare = () => typeof navigator.share === "function";

/** The one moment the link exists in the open: it is not stored, so this is where it is copied, sent, saved or printed. */
export function CreatedShare({ share, job, onDone }: { share: CreatedQrShare; job: Job; onDone: () => void }) {
  const [printing, setPrinting] = useState(false);
  const title = jobTitle(job);
  const stopPrinting = useCallback(() => setPrinting(false), []);
  const heading = useRef<HTMLHeadingElement>(null);

  // A link made from the list below appears above it, out of sight on a phone: bring it into view.
  useEffect(() => heading.current?.focus(), [share.id]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.shareUrl);
      toast({ title: "Link Copied" });
    } catch {
      toast({ title: "Couldn't copy the link", description: "Select the link above and copy it by hand.", variant: "destructive" });
    }
  };

  const send = async () => {
    try {
      await navigator.share({ title, text: `Follow the progress of ${title}`, url: share.shareUrl });
    } catch (error) {
      if ((error as DOMException).name !== "AbortError") toast({ title: "Couldn't open sharing", description: "Copy the link instead.", variant: "destructive" });
    }
  };

  const downloadPng = async () => {
    try {
      saveDataUrl(await pngFromSvg(share.qrCode), qrFileName(title, "png"));
    } catch {
      toast({ title: "Couldn't make the PNG", description: "Download the SVG instead.", variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="created-share-title" className="space-y-4 rounded-lg border border-primary/40 bg-accent/40 p-4">
      <h3 id="created-share-title" ref={heading} tabIndex={-1} className="scroll-mt-20 text-lg font-bold focus:outline-none">
        Your {QR_SHARE_ACCESS_LABELS[share.accessLevel]} link, until {formatDay(share.expiresAt)}
      </h3>
      <div className="mx-auto w-full max-w-72 rounded-lg bg-white p-3">
        <img src={share.qrCode} alt={`QR code opening ${title}`} className="aspect-square w-full [image-rendering:pixelated]" />
      </div>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold">Share link</span>
        <input readOnly value={share.shareUrl} onFocus={(event) => event.currentTarget.select()} className="min-h-11 w-full rounded-lg border border-input bg-card px-3 font-mono text-sm" />
      </label>
      <p className="text-sm text-muted-foreground">
        Save it now: for security the link is shown only once. You can always create a new one.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button onClick={copy}>
          <Copy aria-hidden className="h-5 w-5" />
          Copy link
        </Button>
        {canShare() ? (
          <Button variant="outline" onClick={send}>
            <Share2 aria-hidden className="h-5 w-5" />
            Share…
          </Button>
        ) : null}
        <Button variant="outline" onClick={downloadPng}>
          <Download aria-hidden className="h-5 w-5" />
          PNG
        </Button>
        <Button variant="outline" onClick={() => saveDataUrl(share.qrCode, qrFileName(title, "svg"))}>
          <Download aria-hidden className="h-5 w-5" />
          SVG
        </Button>
        <Button variant="outline" onClick={() => setPrinting(true)}>
          <Printer aria-hidden className="h-5 w-5" />
          Print sticker
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      {printing ? <PrintSticker qrCode={share.qrCode} title={title} vehicle={vehicleLine(job) || null} onDone={stopPrinting} /> : null}
    </section>
  );
}
