import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/** The site's line-icon frame: 24-unit grid, 1.5 stroke, decorative unless it has a title. */
export function Icon({ title, children, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless a title is given, which is then rendered
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      width={24}
      height={24}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 7h12l-1 13H7L6 7Z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function LotusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19c-3.5 0-7-2-8.5-5 2.5-.5 5 .2 6.6 1.8" />
      <path d="M12 19c3.5 0 7-2 8.5-5-2.5-.5-5 .2-6.6 1.8" />
      <path d="M12 19c-2.2-2-3.2-4.6-3-7.4C9.6 8.8 10.6 6.6 12 5c1.4 1.6 2.4 3.8 3 6.6.2 2.8-.8 5.4-3 7.4Z" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
