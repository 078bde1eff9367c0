import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The nightly backup restores (docs/backups.md): a database with the schema of every migration
 * and rows in every table that holds money is exported with `wrangler d1 export`, the file is
 * loaded into a fresh database with `wrangler d1 execute --file`, and every row of every table,
 * the schema, the indexes and the triggers come back as they were. Local databases in a scratch
 * directory, the same commands the resort runs with --remote.
 */

const run = promisify(execFile);
const WRANGLER = resolve("node_modules/wrangler/bin/wrangler.js");
const MIGRATIONS = resolve("migrations");

let scratch: string;

async function wrangler(dir: string, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [WRANGLER, "d1", ...args, "--local", "-c", join(dir, "wrangler.toml")], {
      cwd: dir,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`wrangler d1 ${args.join(" ")} failed:\n${stderr ?? ""}\n${stdout?.slice(-2000) ?? ""}`);
  }
}

/** A project directory of its own, so its local database lives under it. */
async function database(name: string): Promise<string> {
  const dir = join(scratch, name);
  await run("mkdir", ["-p", dir]);
  await writeFile(
    join(dir, "wrangler.toml"),
    `name = "backup-check"\ncompatibility_date = "2026-10-15"\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "kaivalya-retreat"\ndatabase_id = "00000000-0000-4000-8000-000000000000"\n`,
  );
  return dir;
}

/** The results of each statement of `sql`, in order (one wrangler run for all of them). */
async function query(dir: string, sql: string): Promise<Record<string, unknown>[][]> {
  const out = await wrangler(dir, "execute", "DB", "--json", "--command", sql);
  return (JSON.parse(out) as { results: Record<string, unknown>[] }[]).map((statement) => statement.results);
}

/** Every table, index and trigger, and every row of every table, in a fixed order. */
async function contents(dir: string) {
  const [schema = []] = await query(
    dir,
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY type, name",
  );
  const tables = schema.filter((entry) => entry.type === "table").map((entry) => entry.name as string);
  const results = await query(dir, tables.map((table) => `SELECT * FROM "${table}";`).join("\n"));
  // Sorted here, not in SQL: an ORDER BY naming columns by position breaks on a narrow table.
  const sorted = (rows: Record<string, unknown>[] = []) => rows.map((row) => JSON.stringify(row)).sort();
  return { schema, rows: Object.fromEntries(tables.map((table, i) => [table, sorted(results[i])])) };
}

const SEED = `
INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, guest_name, guest_email, guest_phone, payment_id, paid_at, refunded_paise, created_at, updated_at)
  VALUES ('order_Backup0001', 'kv-b1', 'live', 'partially_refunded', 5150000, 'Ásha O''Neil "Menon"', 'asha@example.com', '+91 98470 12345', 'pay_Backup0001', '2026-03-01T10:00:05.000Z', 1000000, '2026-03-01T09:59:00.000Z', '2026-03-02T08:00:00.000Z');
INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, guest_email, guest_phone, created_at, updated_at, failure_reason)
  VALUES ('order_Backup0002', 'kv-b2', 'live', 'failed', 15000, 'lena@example.de', '+49 30 1234567', '2026-04-01T09:00:00.000Z', '2026-04-01T09:05:00.000Z', 'line one
line two; with a semicolon');
INSERT INTO booking_lines VALUES ('order_Backup0001', 0, 'room', 'sunrise', 'Sunrise', 'Sea view, 3 nights', '2027-01-10', '2027-01-13', 3, 2, 1, 'EUR', 20000, 60000);
INSERT INTO booking_lines VALUES ('order_Backup0001', 1, 'retreat', 'panchakarma-14', 'Panchakarma', '14 days', '2027-01-10', '2027-01-12', 2, 2, 1, 'EUR', 150000, 300000);
INSERT INTO room_nights (room_id, night, order_id, position, state) VALUES ('sunrise', '2027-01-10', 'order_Backup0001', 0, 'sold');
INSERT INTO retreat_places (order_id, position, night, guests, capacity, state) VALUES ('order_Backup0001', 1, '2027-01-10', 2, 6, 'sold');
INSERT INTO payments (id, order_id, gateway_order_id, kind, amount_paise, status, payment_id, captured_at, created_at, updated_at)
  VALUES ('deposit_order_Backup0001', 'order_Backup0001', 'order_Backup0001', 'deposit', 5150000, 'captured', 'pay_Backup0001', '2026-03-01T10:00:05.000Z', '2026-03-01T09:59:00.000Z', '2026-03-01T10:00:05.000Z');
INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, gateway_refund_id, attempts, created_at, updated_at, processed_at)
  VALUES ('rf_backup_0000001', 'order_Backup0001', 'pay_Backup0001', 1000000, 'staff', 'spa credit', 'processed', 'rfnd_B1', 1, '2026-03-02T07:00:00.000Z', '2026-03-02T08:00:00.000Z', '2026-03-02T08:00:00.000Z');
INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, status, attempts, last_error, created_at, updated_at)
  VALUES ('rf_backup_0000002', 'order_Backup0001', 'pay_Backup0001', 500000, 'staff', 'requested', 3, 'Razorpay answered 503', '2026-03-03T07:00:00.000Z', '2026-03-03T07:00:00.000Z');
INSERT INTO balance_payments (id, order_id, amount_minor, currency, method, note, staff_email, received_at)
  VALUES ('bal_backup_00001', 'order_Backup0001', 300000, 'EUR', 'card', NULL, 'frontdesk@kaivalyaretreat.com', '2027-01-10T12:00:00.000Z');
INSERT INTO payment_events (event_id, event, order_id, payment_id, outcome, received_at)
  VALUES ('evt_backup_1', 'payment.captured', 'order_Backup0001', 'pay_Backup0001', 'applied', '2026-03-01T10:00:06.000Z');
INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
  VALUES ('notice-backup-1', 'order_Backup0001', 'guest_confirmation', 'email', 'asha@example.com', 'delivered', 1, 't', 't', 't');
INSERT INTO staff_audit (id, at, staff_email, action, order_id, amount_minor, currency, reason)
  VALUES ('audit-backup-1', '2026-03-02T07:00:00.000Z', 'frontdesk@kaivalyaretreat.com', 'booking.refund', 'order_Backup0001', 1000000, 'INR', 'spa credit');
INSERT INTO form_submissions (id, kind, payload, status, attempts, next_attempt_at, created_at, updated_at)
  VALUES ('form-backup-1', 'contact', '{"name":"Asha","message":"Ünïcode ✓ and \\"quotes\\""}', 'pending', 0, 't', 't', 't');
`;

describe("a nightly export restores into a fresh database", () => {
  let source: Awaited<ReturnType<typeof contents>>;
  let restored: typeof source;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), "kaivalya-backup-"));
    const live = await database("live");
    // Every migration, in order, then the rows: one file, as a database that has lived would hold them.
    const migrations = (await readdir(MIGRATIONS)).filter((name) => name.endsWith(".sql")).sort();
    const schema = await Promise.all(migrations.map((name) => readFile(join(MIGRATIONS, name), "utf8")));
    await writeFile(join(scratch, "seed.sql"), `${schema.join("\n")}\n${SEED}`);
    await wrangler(live, "execute", "DB", "--file", join(scratch, "seed.sql"), "--yes");
    source = await contents(live);

    const exported = join(scratch, "kaivalya-retreat.sql");
    await wrangler(live, "export", "DB", "--output", exported, "--skip-confirmation");
    const fresh = await database("fresh");
    await wrangler(fresh, "execute", "DB", "--file", exported, "--yes");
    restored = await contents(fresh);
  }, 120_000);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it("brings back every booking, payment, refund and every other row as it was", () => {
    expect(source.rows.bookings).toHaveLength(2);
    expect(source.rows.refunds).toHaveLength(2);
    expect(source.rows.balance_payments).toHaveLength(1);
    expect(source.rows.payments).toHaveLength(1);
    expect(source.rows.payment_events).toHaveLength(1);
    expect(Object.keys(restored.rows).sort()).toEqual(Object.keys(source.rows).sort());
    for (const table of Object.keys(source.rows)) expect(restored.rows[table], table).toEqual(source.rows[table]);
  });

  it("brings back the schema with its indexes and the triggers that guard money, places, channel nights and webhook deliveries", () => {
    expect(restored.schema).toEqual(source.schema);
    expect(restored.schema.filter((entry) => entry.type === "trigger").map((entry) => entry.name)).toEqual([
      "payment_events_applied_once",
      "refunds_within_payment",
      "retreat_places_capacity",
      "room_nights_hold_outside_channel_blocks",
    ]);
  });
});
