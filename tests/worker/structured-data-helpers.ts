import { expect } from "vitest";

/** Reading a page's JSON-LD back, for the tests that hold it to what the page shows (ADR 092). */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Node = { [key: string]: Json };

/** Every JSON-LD block of the page, parsed; none may hold a raw '<' (it could end the script). */
export function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(block).not.toMatch(/[<>]/);
  return blocks.map((block) => JSON.parse(block) as Node);
}

/** Every object inside `value` with the given @type, depth first. */
export function ofType(value: Json, type: string): Node[] {
  if (Array.isArray(value)) return value.flatMap((item) => ofType(item, type));
  if (value === null || typeof value !== "object") return [];
  const own = value["@type"] === type ? [value] : [];
  return [...own, ...Object.values(value).flatMap((item) => ofType(item, type))];
}

/** Every `price` anywhere in the blocks. */
export function prices(value: Json): number[] {
  if (Array.isArray(value)) return value.flatMap(prices);
  if (value === null || typeof value !== "object") return [];
  const own = typeof value.price === "number" ? [value.price] : [];
  return [...own, ...Object.values(value).flatMap(prices)];
}

/**
 * The page's visible text, tags and scripts out, entities decoded, runs of ASCII white space made
 * one space; the no-break space German prices are written with ('1.080 €') is kept as it is.
 */
export function visibleText(html: string): string {
  return html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ");
}
