import { data } from "react-router";
import { RoomBookingCard } from "~/booking/room-booking-card";
import { getRoom } from "~/catalogue/rooms";
import { site } from "~/catalogue/site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/rooms.$id";

// Minimal page to exercise the booking card; the full room detail page replaces it.

export function loader({ params }: Route.LoaderArgs) {
  const room = getRoom(params.id);
  if (!room) throw data("Room not found", { status: 404 });
  return { room };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Room not found | ${site.name}` }];
  const { room } = loaderData;
  return pageMeta({ title: `${room.name} | ${site.name}`, description: room.description, path: `/rooms/${room.id}` });
}

export default function RoomDetail({ loaderData: { room } }: Route.ComponentProps) {
  return (
    <main id="main" className="container-page grid items-start gap-10 pt-32 pb-20 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div>
        <p className="eyebrow">Room</p>
        <h1 className="mt-3 text-5xl font-medium text-ink">{room.name}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{room.description}</p>
      </div>
      <div className="lg:sticky lg:top-28">
        <RoomBookingCard room={room} />
      </div>
    </main>
  );
}
