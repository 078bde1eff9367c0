import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes fields with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Menon, Asha")).toBe('"Menon, Asha"');
    expect(csvCell('The "Sunrise" room')).toBe('"The ""Sunrise"" room"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+91 98470 12345")).toBe("'+91 98470 12345");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
  });

  it("writes numbers as numbers, and nothing for missing values", () => {
    expect(csvCell(2910.5)).toBe("2910.5");
    expect(csvCell(-12)).toBe("-12");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });
});

describe("toCsv", () => {
  it("starts with a UTF-8 byte-order mark and ends every record with CRLF", () => {
    const csv = toCsv(
      ["Guest", "Amount"],
      [
        ["Zoë", 1200],
        ["=cmd", null],
      ],
    );
    expect(csv).toBe("\uFEFFGuest,Amount\r\nZoë,1200\r\n'=cmd,\r\n");
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
