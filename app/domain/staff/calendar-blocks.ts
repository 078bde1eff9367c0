import "~/domain/zod-config";
import * as z from "zod/mini";
import { rooms } from "~/catalogue/rooms";
import { type IsoDate, isIsoDate } from "~/domain/dates/dates";
import { BLOCK_REASONS, blockRangeProblem } from "./calendar-block-rules";

export * from "./calendar-block-rules";

/**
 * The input of a staff block (POST /api/admin/blocks and the console's form): one schema for both,
 * given the resort's today. `roomId` is a room's id, or null for the whole resort; it must be
 * sent either way, so a forgotten room never closes everything.
 */

const ROOM_IDS = rooms.map((room) => room.id);
const isoDate = (what: string) =>
  z
    .string(`Give the ${what} as YYYY-MM-DD`)
    .check(z.refine((value) => isIsoDate(value), `Give the ${what} as a date in the form YYYY-MM-DD`));

export function blockInputSchema(today: IsoDate) {
  return z
    .strictObject({
      roomId: z.nullable(
        z
          .string("Choose a room, or null for the whole resort")
          .check(
            z.refine(
              (id) => ROOM_IDS.includes(id),
              `There is no such room: choose one of ${ROOM_IDS.join(", ")}, or null for the whole resort`,
            ),
          ),
      ),
      from: isoDate("first night"),
      to: isoDate("end date"),
      reason: z.enum(BLOCK_REASONS, `The reason must be one of ${BLOCK_REASONS.join(", ")}`),
    })
    .check(
      z.superRefine((input, ctx) => {
        const problem = blockRangeProblem(input.from, input.to, today);
        if (problem) ctx.issues.push({ code: "custom", message: problem.message, path: [problem.field], input });
      }),
    );
}

export type BlockInput = z.infer<ReturnType<typeof blockInputSchema>>;

/** A block's id as the Worker makes them. */
export const blockIdSchema = z.string().check(z.regex(/^blk_[0-9a-f]{32,40}$/, "Not a block id"));

/** How the console names where a block is: the room's name, or the whole resort. */
export function placeName(roomId: string | null): string {
  if (roomId === null) return "Whole resort";
  return rooms.find((room) => room.id === roomId)?.name ?? roomId;
}
