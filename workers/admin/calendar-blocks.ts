import { rooms } from "~/catalogue/rooms";
import { describeNights, RETREAT_PLACES_PER_NIGHT } from "~/domain/availability/inventory";
import type { IsoDate } from "~/domain/dates/dates";
import {
  BLOCK_REASON_LABELS,
  type BlockInput,
  type BlockReason,
  type CalendarBlockResult,
  type CalendarBlockView,
  placeName,
} from "~/domain/staff/calendar-blocks";
import type { StaffActionResult } from "~/domain/staff/staff-views";
import { availabilityRepository, isAvailabilityConflict } from "../availability/availability-repository";
import { performStaffAction, type StaffActionContext, type StaffActionHandler } from "./staff-actions";

/**
 * Staff blocks of the calendar (docs/decisions/083-staff-calendar.md). A block is a row of
 * calendar_blocks and, in the same batch, one room_nights row per room and night it closes (state
 * `blocked`), and for the whole resort also one retreat_places row per night holding every place.
 * Those rows have the keys an order's holds have: the room-night's primary key, and the capacity
 * trigger on retreat places. So a block and an order racing for a night have one winner, and the
 * loser's whole batch is undone. Lifting a block deletes its row; its nights go with it (ON DELETE
 * CASCADE).
 *
 * The nights are read first only to name them in the refusal; the keys decide.
 */

type BlockRow = {
  id: string;
  room_id: string | null;
  from_night: string;
  to_night: string;
  reason: BlockReason;
  created_by: string;
  created_at: string;
};

function toView(row: BlockRow): CalendarBlockView {
  return {
    id: row.id,
    roomId: row.room_id,
    place: placeName(row.room_id),
    from: row.from_night,
    to: row.to_night,
    reason: row.reason,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** What the audit trail keeps of a block (its row is gone once lifted). */
const describeBlock = (block: { roomId: string | null; from: string; to: string; reason: BlockReason }) =>
  `${BLOCK_REASON_LABELS[block.reason]}: ${placeName(block.roomId)}, nights ${block.from} to ${block.to} (exclusive)`;

/** The blocks that have nights from `today` on, soonest first. */
export async function upcomingBlocks(db: D1Database, today: IsoDate): Promise<CalendarBlockView[]> {
  const { results } = await db
    .prepare("SELECT * FROM calendar_blocks WHERE to_night > ? ORDER BY from_night, coalesce(room_id, ''), id")
    .bind(today)
    .all<BlockRow>();
  return results.map(toView);
}

/**
 * The nights from `from` to the night before `to` that a block of `roomId` (null: every room and
 * every retreat place) cannot take: a room-night sold, blocked or held by an order that has not
 * lapsed at `now`, and for the whole resort any night with a retreat place taken.
 */
async function takenNights(db: D1Database, block: Pick<BlockInput, "roomId" | "from" | "to">, now: Date): Promise<IsoDate[]> {
  const live = "(state != 'held' OR expires_at > ?3)";
  const { results } = await db
    .prepare(
      `SELECT night FROM room_nights WHERE night >= ?1 AND night < ?2 AND ${live} AND (?4 IS NULL OR room_id = ?4)
       UNION
       SELECT night FROM retreat_places WHERE ?4 IS NULL AND night >= ?1 AND night < ?2 AND ${live}
       ORDER BY night`,
    )
    .bind(block.from, block.to, now.toISOString(), block.roomId)
    .all<{ night: string }>();
  return results.map((row) => row.night);
}

/** The nights of a block, generated in SQL: ?2 up to the night before ?3. */
const BLOCK_NIGHTS = `WITH RECURSIVE block_nights (night) AS (
    SELECT ?2 UNION ALL SELECT date(night, '+1 day') FROM block_nights WHERE date(night, '+1 day') < ?3
  )`;

const createBlock: StaffActionHandler<BlockInput & { id: string }, { id: string }> = {
  name: "block.create",
  async plan(ctx, input) {
    const { db } = ctx;
    const roomIds = input.roomId === null ? rooms.map((room) => room.id) : [input.roomId];
    const effect = [
      // Lapsed holds free their nights first, as in every batch that takes nights.
      ...availabilityRepository(db).expireLapsed(ctx.now),
      db
        .prepare(
          "INSERT INTO calendar_blocks (id, room_id, from_night, to_night, reason, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(input.id, input.roomId, input.from, input.to, input.reason, ctx.actor.email, ctx.now.toISOString()),
      db
        .prepare(
          `INSERT INTO room_nights (room_id, night, block_id, state)
           ${BLOCK_NIGHTS}
           SELECT r.value, n.night, ?1, 'blocked' FROM block_nights n CROSS JOIN json_each(?4) r`,
        )
        .bind(input.id, input.from, input.to, JSON.stringify(roomIds)),
    ];
    if (input.roomId === null) {
      // Every place of the night in one row: the capacity trigger refuses it while any place is
      // taken, and refuses every order's places while it stands.
      effect.push(
        db
          .prepare(
            `INSERT INTO retreat_places (block_id, night, guests, capacity, state)
             ${BLOCK_NIGHTS}
             SELECT ?1, night, ?4, ?4, 'blocked' FROM block_nights`,
          )
          .bind(input.id, input.from, input.to, RETREAT_PLACES_PER_NIGHT),
      );
    }
    return {
      effect,
      audit: { subjectId: input.id, reason: describeBlock(input) },
      settle: (applied) =>
        applied
          ? { ok: true, value: { id: input.id } }
          : { ok: false, status: 409, error: "The block closed no night; nothing was changed." },
    };
  },
};

const liftBlock: StaffActionHandler<{ id: string }, CalendarBlockView> = {
  name: "block.delete",
  async plan(ctx, { id }) {
    const row = await ctx.db.prepare("SELECT * FROM calendar_blocks WHERE id = ?").bind(id).first<BlockRow>();
    if (!row) return { refuse: { status: 404, error: NO_SUCH_BLOCK } };
    const block = toView(row);
    return {
      // Its room_nights and retreat_places rows go with it (ON DELETE CASCADE).
      effect: [ctx.db.prepare("DELETE FROM calendar_blocks WHERE id = ?").bind(id)],
      audit: { subjectId: id, reason: describeBlock(block) },
      settle: (applied) => (applied ? { ok: true, value: block } : { ok: false, status: 404, error: NO_SUCH_BLOCK }),
    };
  },
};

const NO_SUCH_BLOCK = "There is no block with this id (it may have been lifted already).";

/** At most this many nights are named in a refusal's sentence; its `nights` has them all. */
const NIGHTS_IN_MESSAGE = 8;

function takenRefusal(block: Pick<BlockInput, "roomId">, nights: IsoDate[]): CalendarBlockResult {
  const shown = describeNights(nights.slice(0, NIGHTS_IN_MESSAGE));
  const more = nights.length > NIGHTS_IN_MESSAGE ? ` and ${nights.length - NIGHTS_IN_MESSAGE} more` : "";
  const what = block.roomId === null ? "The resort has rooms or retreat places" : `${placeName(block.roomId)} is`;
  const taken = block.roomId === null ? "sold, held or blocked" : "sold, held or blocked already";
  return {
    ok: false,
    status: 409,
    error: `${what} ${taken} on the ${nights.length === 1 ? "night" : "nights"} of ${shown}${more}. A block cannot cover them: choose other dates, or cancel what is there first.`,
    nights,
  };
}

/** Its own namespace of the hash, so a keyed id never equals another kind of id. */
async function keyedBlockId(actor: string, idempotencyKey: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`block|${actor}|idempotency-key|${idempotencyKey}`)),
  );
  return `blk_${[...digest]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 40)}`;
}

/**
 * The answer to a keyed request whose block was made already: the same block if it asks for the
 * same, a 422 if the key was used for another, a 409 if that block has been lifted since. Null
 * when the key is new.
 */
async function repeatOfKeyedBlock(db: D1Database, id: string, input: BlockInput): Promise<CalendarBlockResult | null> {
  const row = await db.prepare("SELECT * FROM calendar_blocks WHERE id = ?").bind(id).first<BlockRow>();
  if (row) {
    const same = row.room_id === input.roomId && row.from_night === input.from && row.to_night === input.to && row.reason === input.reason;
    if (same) return { ok: true, value: { id } };
    return {
      ok: false,
      status: 422,
      error: `This Idempotency-Key was used already for another block (${describeBlock(toView(row))}). Send a new key for a new block.`,
    };
  }
  const made = await db.prepare("SELECT 1 FROM staff_audit WHERE action = 'block.create' AND subject_id = ?").bind(id).first();
  if (made)
    return { ok: false, status: 409, error: "The block made with this Idempotency-Key has been lifted since; nothing was changed." };
  return null;
}

const isDuplicateBlock = (error: unknown) =>
  /UNIQUE constraint failed: calendar_blocks/.test(
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error),
  );

/**
 * Blocks a room, or the whole resort, for the nights of `input`; audited. With an Idempotency-Key
 * (the JSON API's header, the console form's hidden field), the block's id is derived from the
 * member of staff and the key, so a retry or a double submit is the same block, made once.
 */
export async function createCalendarBlock(
  ctx: StaffActionContext,
  input: BlockInput,
  options: { idempotencyKey?: string | undefined } = {},
): Promise<CalendarBlockResult> {
  const key = options.idempotencyKey;
  const id = key ? await keyedBlockId(ctx.actor.email, key) : `blk_${crypto.randomUUID().replace(/-/g, "")}`;
  // Twice at most: a batch that lost a race is answered from what won it.
  for (let attempt = 0; ; attempt++) {
    const repeat = key ? await repeatOfKeyedBlock(ctx.db, id, input) : null;
    if (repeat) return repeat;
    const taken = await takenNights(ctx.db, input, ctx.now);
    if (taken.length > 0) return takenRefusal(input, taken);
    try {
      return await performStaffAction(createBlock, ctx, { ...input, id });
    } catch (error) {
      if (!isAvailabilityConflict(error) && !isDuplicateBlock(error)) throw error;
      if (attempt >= 1) {
        return {
          ok: false,
          status: 409,
          error: "These nights changed while the block was being made. Look at the calendar again and retry.",
        };
      }
    }
  }
}

/** Lifts a block: its nights are free again at once; audited. 404 for an unknown (or lifted) block. */
export function liftCalendarBlock(ctx: StaffActionContext, id: string): Promise<StaffActionResult<CalendarBlockView>> {
  return performStaffAction(liftBlock, ctx, { id });
}
