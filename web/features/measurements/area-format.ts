import { squareFeetToSquareMetres } from "../../../shared/domain/units";

export function formatSquareFeetExact(squareFeet: number): string {
  return `${squareFeet.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} sq ft`;
}

export function formatSquareMetres(squareFeet: number): string {
  return `${squareFeetToSquareMetres(squareFeet).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} m²`;
}
