import { MARKUP_RENDITION_EDGE } from "../../../shared/constants";

/** The rendition's pixel size: the photo's, scaled down (never up) so the long edge is at most `edge`. */
export function renditionSize(width: number, height: number, edge: number = MARKUP_RENDITION_EDGE) {
  const scale = Math.min(1, edge / Math.max(width, height));
  return {
    scale,
    width: Math.max(1, Math.min(edge, Math.round(width * scale))),
    height: Math.max(1, Math.min(edge, Math.round(height * scale))),
  };
}
