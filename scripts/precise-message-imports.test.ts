import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { preciseMessageImports } from "./precise-message-imports";

function compiledMessages(...keys: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "paraglide-"));
  mkdirSync(join(dir, "messages"));
  for (const key of keys) writeFileSync(join(dir, "messages", `${key}.js`), `export const ${key} = () => "${key}";`);
  return dir;
}

describe("precise message imports", () => {
  const plugin = preciseMessageImports(compiledMessages("nav_rooms", "common_from"));

  it("imports each message a module calls, and only those", () => {
    const source = [
      'import { useLocale } from "~/i18n/use-locale";',
      'import { m } from "~/paraglide/messages.js";',
      "export const Rooms = () => <a>{m.nav_rooms({}, { locale: useLocale() })} {m.common_from({}, { locale: 'de' })} {m.nav_rooms({}, { locale: 'en' })}</a>;",
    ].join("\n");
    const out = plugin.transform(source, "/site/app/components/nav.tsx")?.code ?? "";
    expect(out).toContain('import { nav_rooms as __message_nav_rooms } from "~/paraglide/messages/nav_rooms.js";');
    expect(out).toContain('import { common_from as __message_common_from } from "~/paraglide/messages/common_from.js";');
    // Each call names its message, so one only a loader calls goes when the loader does.
    expect(out).toContain("{__message_nav_rooms({}, { locale: useLocale() })} {__message_common_from({}, { locale: 'de' })}");
    expect(out).not.toContain("const m =");
    expect(out).not.toContain('from "~/paraglide/messages.js"');
    // Line numbers stay as they were, for stack traces and source positions.
    expect(out.split("\n")).toHaveLength(3);
  });

  it("leaves alone what is not a compiled message, and modules without the namespace import", () => {
    const source = ['import { m } from "./paraglide/messages.js";', "const ids = rows.map((m) => m.id); m.nav_rooms({}, { locale });"].join(
      "\n",
    );
    const out = plugin.transform(source, "/site/app/root.tsx")?.code ?? "";
    expect(out).toContain("const m = { nav_rooms: __message_nav_rooms };");
    expect(out).not.toContain("messages/id.js");
    expect(plugin.transform("const m = { id: 1 }; m.id;", "/site/app/x.ts")).toBeNull();
    expect(plugin.transform('import { m } from "~/paraglide/messages.js";', "/site/app/paraglide/messages/x.js")).toBeNull();
  });
});
