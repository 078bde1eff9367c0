import type { ReactNode } from "react";

/**
 * The band that opens inner pages (lists, about, contact, cart). It sits under the fixed
 * navigation, so it carries the top padding the bar needs.
 */
export function PageHeader({ eyebrow, title, children, id }: { eyebrow?: string; title: ReactNode; children?: ReactNode; id?: string }) {
  return (
    <header id={id} className="relative overflow-hidden bg-sand pt-32 pb-14 md:pt-40 md:pb-20">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-[radial-gradient(circle,rgba(184,149,90,0.22),transparent_70%)]"
      />
      <div className="relative container-page text-center">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mx-auto mt-3 max-w-3xl text-5xl leading-[1.05] font-medium text-ink md:text-6xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted md:text-lg">{children}</div> : null}
      </div>
    </header>
  );
}
