import { formatNumber } from "../../shared/domain/number-text";

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function parseDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM dd, yyyy' as on job cards; due dates are calendar days, read in UTC. */
export function formatDueDate(value: string | null | undefined): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, "0")}, ${date.getUTCFullYear()}`;
}

/** "1 photo", "3 photos", "1,200 jobs". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
