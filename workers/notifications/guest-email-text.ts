import type { BookingMessage } from "./booking-message";

/**
 * The plain-text part of the guest e-mail, written from the same BookingMessage as the HTML
 * (rather than scraped from it), so it reads as text: short lines, labelled figures, the link
 * spelled out.
 */
export function guestEmailText(message: BookingMessage): string {
  const { money, contact, labels } = message;
  const out: string[] = [];
  const rule = "-".repeat(40);

  out.push(contact.name.toUpperCase(), "", message.heading, "");
  if (message.sandboxNote) out.push(message.sandboxNote, "");
  out.push(message.greeting, "");
  for (const paragraph of message.paragraphs) out.push(paragraph, "");

  out.push(labels.yourBooking.toUpperCase(), rule);
  for (const line of message.lines) {
    out.push(`${line.kindLabel}: ${line.name}`);
    out.push(`  ${line.dates}, ${line.nights}, ${line.guests}${line.quantity > 1 ? `, x${line.quantity}` : ""}`);
    out.push(`  ${labels.value}: ${line.value}`);
  }
  out.push("");

  out.push(labels.payment.toUpperCase(), rule);
  for (const value of money.fullValue) out.push(`${labels.fullValue}: ${value}`);
  out.push(`${money.depositLabel}: ${money.depositInr}${money.depositEur ? ` (${labels.about} ${money.depositEur})` : ""}`);
  for (const value of money.balanceDue) out.push(`${labels.balanceDueOnArrival}: ${value}`);
  if (money.refund) out.push(`${labels.refund}: ${money.refund.inr} (${labels.about} ${money.refund.eur})`);
  out.push(`${labels.status}: ${message.status}`);
  out.push(`${labels.paymentId}: ${message.paymentId}`);
  out.push(`${labels.orderId}: ${message.orderId}`);
  out.push("");

  if (message.nextSteps.length) {
    out.push(labels.whatHappensNext.toUpperCase(), rule);
    message.nextSteps.forEach((step, index) => {
      out.push(`${index + 1}. ${step.title}. ${step.text}`);
    });
    out.push("");
  }

  if (message.cancellation) {
    out.push(labels.cancellationPolicy.toUpperCase(), rule);
    for (const deadline of message.cancellation.deadlines) out.push(deadline);
    out.push(message.cancellation.afterDeadlines);
    for (const term of message.cancellation.terms) out.push(`- ${term}`);
    out.push("");
  }

  out.push(`${message.link.label}: ${message.link.url}`, "");
  out.push(
    rule,
    contact.name,
    contact.address,
    contact.email,
    ...contact.phones,
    `${labels.officeHours}: ${contact.hours.join(", ")}`,
    contact.siteUrl,
  );
  return `${out.join("\n")}\n`;
}
