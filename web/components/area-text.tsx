import { formatSquareMetres } from "../../shared/domain/area-text";

/** An area as `withSquareMetres` writes it ('20.00 sq ft (1.86 m²)'), each figure kept on one line with its unit in a narrow box. */
export function AreaText({ text, squareFeet, metric }: { text: string; squareFeet: number; metric: boolean }) {
  return (
    <>
      <span className="whitespace-nowrap">{text}</span>
      {metric ? <span className="whitespace-nowrap"> ({formatSquareMetres(squareFeet)})</span> : null}
    </>
  );
}
