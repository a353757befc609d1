/** The design as the client marked it with their change request, opening at full size. */
export function MarkedDesign({ url, filename }: { url: string; filename: string }) {
  return (
    <a href={url} target="_blank" rel="noopener" className="block">
      <img src={url} alt={`Marks on ${filename}`} loading="lazy" className="max-h-48 w-full rounded-lg border border-border bg-muted/40 object-contain" />
    </a>
  );
}
