import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { CartItem } from "~/domain/cart/cart-item";
import {
  addItem as addLine,
  type CartLineRef,
  cartQuantity,
  clearCart,
  removeItem as removeLines,
  updateQuantity as setLineQuantity,
} from "~/domain/cart/cart-rules";
import { browserCartStorage, isCartStorageEvent, readCartText, saveCart } from "~/cart/cart-storage";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";

export type CartContextValue = {
  items: CartItem[];
  /**
   * False during the server render and the first client render, which must match it: the stored
   * cart has not been read yet. Show a neutral state, not "empty", until it is true.
   */
  hydrated: boolean;
  /** Total quantity over all lines (the nav badge). */
  quantity: number;
  /** Adds a line, or adds 1 to an equal line (same id, type and dates). Pass a built cart item. */
  addItem(item: CartItem): void;
  /** Pass the line itself from an item card; an id sets every line with that id. 0 removes. */
  updateQuantity(target: CartLineRef | string, quantity: number): void;
  removeItem(id: string): void;
  clear(): void;
  replaceItems(items: CartItem[]): void;
};

const CartContext = createContext<CartContextValue | null>(null);

type CartState = { items: CartItem[]; hydrated: boolean };

/**
 * The cart, kept in local storage under 'cart' (docs/decisions/031-local-storage-cart.md).
 *
 * The server cannot see local storage, so both the server render and the first client render
 * show a cart that is not hydrated; the stored cart is read in an effect. Its parser (zod) is
 * loaded only when something is stored. Until it has run, changes wait for it, so a quick add
 * can never overwrite a cart that is still being read. Every change is saved at once; changes
 * made in another tab arrive through the `storage` event.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CartState>({ items: [], hydrated: false });
  // The latest lines, so changes made in quick succession build on each other.
  const itemsRef = useRef<CartItem[]>([]);
  // Work that must finish before the next change (reading the stored cart); null when idle.
  const pendingRef = useRef<Promise<void> | null>(null);
  const startedRef = useRef(false);

  const show = useCallback((items: CartItem[]) => {
    itemsRef.current = items;
    setState({ items, hydrated: true });
  }, []);

  /**
   * Shows what was read from storage (on load, or written by another tab) as a transition. Every
   * page sits inside this provider, and an urgent update reaching a section React has not yet
   * hydrated because its code is still on the way (the home page's reviews) makes React drop the
   * server's HTML and show the section's empty fallback until the code arrives. A transition
   * waits for it instead, and the server's HTML stays.
   */
  const showRead = useCallback((items: CartItem[]) => startTransition(() => show(items)), [show]);

  /** Runs a task after any pending one; changes made meanwhile queue behind it. */
  const enqueue = useCallback((task: () => Promise<void>) => {
    const next = (pendingRef.current ?? Promise.resolve()).then(task).catch((error: unknown) => {
      console.warn("The cart could not be updated.", error);
    });
    pendingRef.current = next;
    void next.then(() => {
      if (pendingRef.current === next) pendingRef.current = null;
    });
  }, []);

  const start = useCallback(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    const storage = browserCartStorage();
    const raw = storage ? readCartText(storage) : null;
    if (!storage || raw === null) {
      showRead([]);
      return;
    }
    enqueue(async () => {
      const { restoreCart } = await import("~/cart/stored-cart");
      showRead(restoreCart(raw, storage));
    });
  }, [enqueue, showRead]);

  useEffect(() => {
    // Local storage's first read takes the main thread a while: a task of its own, after
    // hydration's (docs/benchmarks.md#shorter-tasks-after-hydration). A change made before it (a
    // tap repeated at hydration) starts it itself.
    const cancelStart = inTaskOfItsOwn(start);
    const onStorage = (event: StorageEvent) => {
      const storage = browserCartStorage();
      if (!storage || event.storageArea !== storage || !isCartStorageEvent(event)) return;
      const raw = event.key === null ? null : event.newValue;
      if (raw === null || raw === "") {
        enqueue(async () => showRead([]));
        return;
      }
      enqueue(async () => {
        const { parseStoredCart } = await import("~/cart/stored-cart");
        showRead(parseStoredCart(raw).items);
      });
    };
    window.addEventListener("storage", onStorage);
    return () => {
      cancelStart();
      window.removeEventListener("storage", onStorage);
    };
  }, [start, enqueue, showRead]);

  const change = useCallback(
    (next: (items: CartItem[]) => CartItem[]) => {
      start();
      const apply = () => {
        const items = next(itemsRef.current);
        show(items);
        const storage = browserCartStorage();
        if (storage) saveCart(storage, items);
      };
      if (pendingRef.current) enqueue(async () => apply());
      else apply();
    },
    [start, enqueue, show],
  );

  const actions = useMemo(
    () => ({
      addItem: (item: CartItem) => change((items) => addLine(items, item)),
      updateQuantity: (target: CartLineRef | string, quantity: number) => change((items) => setLineQuantity(items, target, quantity)),
      removeItem: (id: string) => change((items) => removeLines(items, id)),
      clear: () => change(() => clearCart()),
      replaceItems: (items: CartItem[]) => change(() => [...items]),
    }),
    [change],
  );

  const value = useMemo<CartContextValue>(
    () => ({ items: state.items, hydrated: state.hydrated, quantity: cartQuantity(state.items), ...actions }),
    [state, actions],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used within a CartProvider");
  return cart;
}
