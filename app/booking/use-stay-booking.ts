import { type FormEvent, useId, useState } from "react";
import type { StayCheck } from "~/domain/booking/booking-rules";
import { type StayWindowText, stayWindowProblem } from "~/domain/dates/stay-window";
import { useCart } from "~/cart/cart-provider";
import type { CartItem } from "~/domain/cart/cart-item";
import { toast } from "~/components/toast";
import { useHydrated } from "~/components/use-hydrated";
import { resortTodayIso } from "~/domain/dates/resort-today";

type Dates = { checkin: string; checkout: string; guests: number; today: string };

/**
 * What the retreat and room booking cards share: the dates and head count, the visitor's today
 * (known only once hydrated, so the controls wait for it), the booking rules plus the pickers'
 * window, and adding to the cart with its toasts. Each card brings its own rule (`validate`), how
 * check-out follows check-in (`nextCheckout`) and how to build its cart line (`buildItem`).
 */
/** A booking card's state and actions, as useStayBooking returns them. */
export type StayBooking = ReturnType<typeof useStayBooking>;

export function useStayBooking<Item extends CartItem>({
  initial,
  validate,
  nextCheckout,
  buildItem,
  added,
  what,
  failed,
  windowText,
}: {
  /** The values the card starts with: a dated deep link's (ADR 092), rendered on the server and kept on hydration. */
  initial?: { checkin: string; checkout: string; guests: number } | null | undefined;
  /** The card's rule; null while it cannot word a refusal yet (use-stay-refusals.ts): nothing is bookable until it can. */
  validate: (dates: Dates) => StayCheck | null;
  nextCheckout: (checkin: string, checkout: string) => string | null;
  buildItem: (dates: Omit<Dates, "today">) => Promise<Item>;
  /** The success toast's title and description for the added line. */
  added: (item: Item, guests: number) => [title: string, description: string];
  /** For the console when adding fails: "the retreat", "the room". */
  what: string;
  /** The error toast's title and description, in the page's language. */
  failed: [title: string, description: string];
  /** The pickers' window refusals in the page's language (stay-window.ts; English if absent). */
  windowText?: StayWindowText;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const today = hydrated ? resortTodayIso() : null;
  const { addItem } = useCart();

  const [checkin, setCheckin] = useState(initial?.checkin ?? "");
  const [checkout, setCheckout] = useState(initial?.checkout ?? "");
  const [guests, setGuests] = useState(initial?.guests ?? 1);
  const [adding, setAdding] = useState(false);

  const check = today ? validate({ checkin, checkout, guests, today }) : null;
  const windowProblem = check?.ok && today ? stayWindowProblem(checkin, checkout, today, windowText) : null;
  const ready = check?.ok === true && windowProblem === null;

  function changeCheckin(value: string) {
    setCheckin(value);
    setCheckout(nextCheckout(value, checkout) ?? "");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || adding) return;
    setAdding(true);
    try {
      const item = await buildItem({ checkin, checkout, guests });
      addItem(item);
      toast.success(...added(item, guests));
      setCheckin("");
      setCheckout("");
      setGuests(1);
    } catch (error) {
      console.error(`Adding ${what} to the cart failed:`, error);
      toast.error(...failed);
    } finally {
      setAdding(false);
    }
  }

  return { id, today, checkin, checkout, setCheckout, changeCheckin, guests, setGuests, adding, check, windowProblem, ready, submit };
}
