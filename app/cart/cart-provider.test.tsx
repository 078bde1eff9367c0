import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CartProvider, useCart } from "./cart-provider";

function Probe() {
  const cart = useCart();
  return (
    <p>
      {cart.hydrated ? "hydrated" : "not hydrated"}:{cart.items.length}:{cart.quantity}
    </p>
  );
}

describe("CartProvider", () => {
  it("refuses to be used outside its provider", () => {
    expect(() => renderToString(<Probe />)).toThrow("useCart must be used within a CartProvider");
  });

  it("renders on the server as an empty cart that is not hydrated yet, so the first client render matches", () => {
    expect(
      renderToString(
        <CartProvider>
          <Probe />
        </CartProvider>,
      ),
    ).toBe("<p>not hydrated<!-- -->:<!-- -->0<!-- -->:<!-- -->0</p>");
  });
});
