import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { MARKUP_RENDITION_EDGE } from "../../shared/constants";
import type { Markup } from "../../shared/schemas/markup";
import type { SharedProof } from "../../shared/schemas/share";
import { Button } from "../components/ui/button";
import MarkupEditor from "../components/markup/markup-editor";

export type DesignMarks = { markup: Markup; rendition: Blob };

type Props = { proof: SharedProof; initial: Markup | null; onSave: (marks: DesignMarks) => void; onClose: () => void };
type Source = { status: "drawing" } | { status: "failed" } | { status: "ready"; url: string };

/** What the markup tool draws on: an image design as it is, a PDF's first page drawn by pdf.js (loaded for a PDF only). */
function useDesignImage(proof: SharedProof): Source {
  const previewUrl = proof.previewUrl ?? "";
  const isPdf = proof.fileType === "application/pdf";
  const [drawn, setDrawn] = useState<Source>({ status: "drawing" });
  useEffect(() => {
    if (!isPdf) return;
    let url: string | null = null;
    let live = true;
    import("../components/file-preview/pdf-document")
      .then(({ pdfFirstPageImage }) => pdfFirstPageImage(previewUrl, MARKUP_RENDITION_EDGE))
      .then(
        (blob) => {
          if (!live) return;
          url = URL.createObjectURL(blob);
          setDrawn({ status: "ready", url });
        },
        () => live && setDrawn({ status: "failed" }),
      );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [isPdf, previewUrl]);
  return isPdf ? drawn : { status: "ready", url: previewUrl };
}

/** The markup tool, full screen, on a design sent for approval; the marks go with the client's change request. */
export default function ProofMarkup({ proof, initial, onSave, onClose }: Props) {
  const source = useDesignImage(proof);
  if (source.status === "ready") {
    return <MarkupEditor imageUrl={source.url} subject="design" initial={initial} saving={false} onSave={onSave} onClose={onClose} />;
  }
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950 p-6 text-center text-slate-200">
      {source.status === "drawing" ? (
        <p role="status" className="flex items-center gap-2">
          <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
          Loading design…
        </p>
      ) : (
        <div role="alert" className="space-y-4">
          <p>Couldn't load this design. Describe the change in words instead.</p>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
