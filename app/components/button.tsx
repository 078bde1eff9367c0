import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "outline" | "light" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  // The brand primary (#8B7355) is too light behind small white text (4.4:1); buttons use its darker shade.
  primary: "bg-primary-dark text-white hover:bg-ink disabled:bg-primary-dark/45",
  secondary: "bg-forest text-white hover:bg-forest-light disabled:bg-forest/50",
  outline: "border border-primary text-primary-dark hover:bg-primary-dark hover:text-white disabled:opacity-50",
  light: "bg-white/95 text-forest hover:bg-white disabled:opacity-60",
  ghost: "text-primary-dark hover:bg-sand disabled:opacity-50",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-4 text-xs",
  md: "min-h-11 px-6 text-sm",
  lg: "min-h-13 px-8 text-sm",
};

/** Classes for anything that should look like a button (links, submit buttons, summaries). */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  // Pressed is drawn by the browser from CSS, in the frame of the tap, whether or not the site's
  // code has arrived to act on it. No colour transition: a button the page enables as it hydrates
  // (the custom retreat's Add to Cart) would fade in just as a visitor starts to tap, restyled
  // every frame, like the booking fields (booking-fields.tsx).
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-[0.08em] uppercase active:opacity-80 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

export function ButtonLink({ variant, size, className = "", ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, typeof className === "string" ? className : "")} {...props} />;
}
