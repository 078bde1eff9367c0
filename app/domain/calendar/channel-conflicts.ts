/**
 * A double booking across channels: nights a channel's feed says are taken (an external block)
 * that the site has already sold, or whose payment it has authorized. Neither side is dropped:
 * the console shows it at the top of its home and the resort is told once, and staff decide.
 */
export type ChannelConflict = {
  feedId: string;
  /** The feed's label in the console (e.g. "Airbnb"). */
  feedLabel: string;
  roomId: string;
  /** The channel's event: check-in and check-out (exclusive). */
  from: string;
  to: string;
  /** The nights both sides have, in order. */
  nights: string[];
  /** The site's orders on those nights. */
  orderIds: string[];
};
