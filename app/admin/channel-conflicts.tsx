import { Link } from "react-router";
import type { ChannelConflict } from "~/domain/calendar/channel-conflicts";
import { formatDay, formatStay } from "./staff-format";

/**
 * Double bookings across channels, first on the console's home: each is a channel's booking or
 * block on nights the site has sold, with the site's orders on those nights. Nothing is undone
 * automatically; staff decide which stay moves.
 */
export function ChannelConflicts({ conflicts }: { conflicts: readonly (ChannelConflict & { roomName: string })[] }) {
  return (
    <section aria-labelledby="channel-conflicts" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950">
      <h2 id="channel-conflicts" className="text-lg font-semibold">
        Double bookings across channels ({conflicts.length})
      </h2>
      <p className="mt-1 max-w-3xl text-sm">
        A channel's calendar has these nights taken, and the site has sold them too. Both bookings stand until you decide: move one guest,
        then cancel here or close the nights on the channel.
      </p>
      <ul className="mt-3 space-y-2">
        {conflicts.map((conflict) => (
          <li key={`${conflict.feedId}-${conflict.from}-${conflict.orderIds.join()}`} className="rounded-md bg-white p-3 text-sm shadow-sm">
            <p className="font-semibold">
              {conflict.roomName}: {conflict.feedLabel}, {formatStay(conflict.from, conflict.to)}
            </p>
            <p>
              Sold on the site too: {conflict.nights.map((night) => formatDay(night)).join(", ")}. Orders:{" "}
              {conflict.orderIds.map((orderId, index) => (
                <span key={orderId}>
                  {index > 0 ? ", " : ""}
                  <Link className="underline" to={`/admin/bookings/${orderId}`}>
                    {orderId}
                  </Link>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
