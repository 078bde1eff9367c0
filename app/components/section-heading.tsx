import type { ReactNode } from "react";

/** The eyebrow + serif heading + intro that opens every section. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  align = "center",
  level = 2,
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "center" | "left";
  level?: 1 | 2;
  id?: string;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="mt-3 text-4xl leading-tight font-medium text-ink md:text-5xl">
        {title}
      </Heading>
      {children ? <div className="mt-4 text-base leading-relaxed text-muted md:text-lg">{children}</div> : null}
    </div>
  );
}
