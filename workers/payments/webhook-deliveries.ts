/**
 * Razorpay's webhook deliveries in D1 (table payment_events, migrations/0002_payments.sql and
 * 0012_webhook_events_applied.sql). A delivery is known by its x-razorpay-event-id, which Razorpay
 * sends again with every retry, and by the SHA-256 of its signed body, since the header is not
 * covered by the signature. It is noted when received and marked applied by the statement that
 * commits with its effect, so an isolate that dies in between leaves it received, not applied,
 * and Razorpay's retry applies it; the table's trigger fails that statement, and the batch with
 * it, when the delivery was applied meanwhile, so racing deliveries apply it exactly once.
 */

export type DeliveryKey = {
  /** x-razorpay-event-id, or `sha256:<bodySha256>` for a delivery without one. */
  eventId: string;
  /** SHA-256 of the raw body, lowercase hex. */
  bodySha256: string;
};

/** The error D1 throws for a batch whose delivery had been applied already (migration 0012's trigger). */
export function isAppliedAlready(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return message.includes("webhook event applied already");
}

export function webhookDeliveries(db: D1Database) {
  /** The rows of this delivery: its event id's, and any other with the same signed body. */
  const SAME_DELIVERY = "(event_id = ?1 OR body_sha256 = ?2)";

  return {
    /**
     * Notes a delivery as received (at most one row per event id and per body) and says whether
     * it was applied before, under this event id or with this body.
     */
    async receive(
      key: DeliveryKey,
      event: { name: string; orderId: string | null; paymentId: string | null },
      now: Date,
    ): Promise<{ appliedBefore: boolean }> {
      const [, applied] = await db.batch<{ applied: number }>([
        db
          .prepare(
            `INSERT INTO payment_events (event_id, event, order_id, payment_id, body_sha256, received_at) VALUES (?1, ?3, ?4, ?5, ?2, ?6)
             ON CONFLICT DO NOTHING`,
          )
          .bind(key.eventId, key.bodySha256, event.name, event.orderId, event.paymentId, now.toISOString()),
        db
          .prepare(`SELECT count(*) AS applied FROM payment_events WHERE ${SAME_DELIVERY} AND applied_at IS NOT NULL`)
          .bind(key.eventId, key.bodySha256),
      ]);
      return { appliedBefore: (applied?.results[0]?.applied ?? 0) > 0 };
    },

    /**
     * The statement that marks the delivery applied, with `outcome`, for the batch that applies
     * its effect. It fails that batch (isAppliedAlready) if the delivery was applied meanwhile.
     */
    markApplied(key: DeliveryKey, outcome: string, now: Date): D1PreparedStatement {
      return db
        .prepare(`UPDATE payment_events SET applied_at = ?3, outcome = ?4 WHERE ${SAME_DELIVERY}`)
        .bind(key.eventId, key.bodySha256, now.toISOString(), outcome);
    },

    /** Records what applying found, once the batch that marked the delivery applied has committed. */
    async noteOutcome(key: DeliveryKey, outcome: string): Promise<void> {
      await db
        .prepare(`UPDATE payment_events SET outcome = ?3 WHERE ${SAME_DELIVERY} AND applied_at IS NOT NULL`)
        .bind(key.eventId, key.bodySha256, outcome)
        .run();
    },
  };
}
