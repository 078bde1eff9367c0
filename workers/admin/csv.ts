/**
 * CSV a bookkeeper can open in Excel, Numbers or LibreOffice: RFC 4180 (CRLF line ends, fields with
 * a comma, quote or line break in double quotes, quotes doubled), UTF-8 with a byte-order mark so
 * Excel reads the rupee sign and accented names correctly, and no cell a spreadsheet would run as a
 * formula: text starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe
 * (OWASP's advice). Numbers are written as numbers and are never prefixed.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_BOM = "\uFEFF";

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
