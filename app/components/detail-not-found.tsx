import { ButtonLink } from "./button";

/** 'Retreat not found' / 'Room not found' / an unknown article: the page answers 404 with this. */
export function DetailNotFound({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center bg-sand px-6 pt-28 pb-16">
      <div className="max-w-md text-center">
        <h1 className="text-5xl font-medium text-ink">{title}</h1>
        <p className="mt-4 text-lg text-muted">{message}</p>
        <ButtonLink to={backTo} className="mt-8">
          {backLabel}
        </ButtonLink>
      </div>
    </main>
  );
}
