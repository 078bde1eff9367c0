import type { SVGProps } from "react";
import { Icon } from "~/components/icons";

/** Line icons used only by the cart, drawn like those in components/icons.tsx. Decorative. */
function CartIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon width={18} height={18} {...props} />;
}

export function MinusIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <CartIcon {...props}>
      <path d="M5 12h14" />
    </CartIcon>
  );
}

export function PlusIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <CartIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </CartIcon>
  );
}

export function RemoveIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <CartIcon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-12M9 7V4h6v3" />
    </CartIcon>
  );
}

export function StarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <CartIcon fill="currentColor" stroke="none" {...props}>
      <path d="m12 3.5 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8L12 3.5Z" />
    </CartIcon>
  );
}

export function CalendarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <CartIcon {...props}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </CartIcon>
  );
}
