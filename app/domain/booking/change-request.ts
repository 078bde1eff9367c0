import "~/domain/zod-config";
import * as z from "zod/mini";
import { type IsoDate, isIsoDate } from "~/domain/dates/dates";

/**
 * A guest's request to move their stay (`POST /api/my-booking/:token/change-request`): the dates
 * they wish for and a note. The resort answers it by e-mail; nothing changes by itself.
 */

const wishedDate = (label: string) =>
  z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.refine((value) => isIsoDate(value), `${label} must be a date (YYYY-MM-DD)`),
  );

export const changeRequestSchema = z
  .object({
    checkIn: wishedDate("Check-in"),
    checkOut: wishedDate("Check-out"),
    message: z.optional(
      z.string({ error: "Message must be text" }).check(z.trim(), z.maxLength(1000, "Message must be at most 1000 characters")),
    ),
  })
  .check(z.refine((request) => request.checkOut > request.checkIn, { error: "Check-out must be after check-in", path: ["checkOut"] }));

export type ChangeRequest = z.output<typeof changeRequestSchema>;

/** Why the wished dates cannot be asked for, or null: they must not have begun at the resort. */
export function changeRequestRefusal(request: ChangeRequest, today: IsoDate): string | null {
  return request.checkIn < today ? "Please choose dates from today on." : null;
}
