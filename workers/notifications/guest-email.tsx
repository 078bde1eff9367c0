import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BookingView } from "~/domain/booking/booking-view";
import { type BookingMessage, type BookingMessageOptions, bookingMessage, type GuestMessageKind } from "./booking-message";
import { guestEmailText } from "./guest-email-text";

/**
 * The guest's e-mail as React components, rendered once to static HTML (docs/decisions/
 * 061-guest-email.md). Mail clients ignore stylesheets and most layout CSS, so the markup is
 * tables with inline styles, one column, 600 px at most; the plain-text part is rendered from the
 * same BookingMessage by guest-email-text.ts.
 */

const colors = { ink: "#2b2620", muted: "#6b6259", brand: "#8B7355", forest: "#2f4a3a", cream: "#faf6ef", line: "#e8dfd2" };
const font = "Georgia, 'Times New Roman', serif";
const sans = "Helvetica, Arial, sans-serif";

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: colors.cream },
  outer: { width: "100%", backgroundColor: colors.cream },
  card: { width: "100%", maxWidth: "600px", backgroundColor: "#ffffff", borderCollapse: "collapse" },
  cell: { padding: "24px 32px", fontFamily: sans, fontSize: "15px", lineHeight: "1.6", color: colors.ink },
  heading: { fontFamily: font, fontSize: "28px", fontWeight: 500, margin: "0 0 12px", color: colors.ink },
  subheading: { fontFamily: font, fontSize: "20px", fontWeight: 500, margin: "0 0 8px", color: colors.ink },
  muted: { color: colors.muted, fontSize: "13px" },
  lineBox: { borderTop: `1px solid ${colors.line}`, padding: "12px 0" },
  label: { color: colors.muted, fontSize: "13px", padding: "4px 12px 4px 0", verticalAlign: "top" },
  value: { textAlign: "right", padding: "4px 0", verticalAlign: "top" },
  strong: { fontWeight: 700 },
  button: {
    display: "inline-block",
    backgroundColor: colors.brand,
    color: "#ffffff",
    textDecoration: "none",
    padding: "12px 24px",
    borderRadius: "999px",
    fontWeight: 700,
  },
  footer: {
    padding: "24px 32px",
    fontFamily: sans,
    fontSize: "13px",
    lineHeight: "1.6",
    color: colors.muted,
    backgroundColor: colors.cream,
  },
  hidden: { display: "none", maxHeight: 0, overflow: "hidden" },
} satisfies Record<string, CSSProperties>;

function Section({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <tr>
      <td style={{ ...styles.cell, ...style }}>{children}</td>
    </tr>
  );
}

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <tr>
      <td style={styles.label}>{label}</td>
      <td style={{ ...styles.value, ...(strong ? styles.strong : {}) }}>{children}</td>
    </tr>
  );
}

function GuestEmail({ message }: { message: BookingMessage }) {
  const { money, contact, labels } = message;
  return (
    <html lang={message.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{message.subject}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.hidden}>{message.preheader}</div>
        <table role="presentation" style={styles.outer} cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 8px" }}>
                <table role="presentation" style={styles.card} cellPadding={0} cellSpacing={0}>
                  <tbody>
                    <Section style={{ textAlign: "center", borderBottom: `3px solid ${colors.brand}` }}>
                      <img src={contact.logoUrl} width={64} height={64} alt={contact.name} style={{ border: 0, borderRadius: "12px" }} />
                      <p style={{ ...styles.subheading, margin: "8px 0 0" }}>{contact.name}</p>
                    </Section>
                    <Section>
                      <h1 style={styles.heading}>{message.heading}</h1>
                      {message.sandboxNote ? <p style={{ ...styles.muted, ...styles.strong }}>{message.sandboxNote}</p> : null}
                      <p>{message.greeting}</p>
                      {message.paragraphs.map((text) => (
                        <p key={text}>{text}</p>
                      ))}
                    </Section>
                    <Section>
                      <h2 style={styles.subheading}>{labels.yourBooking}</h2>
                      {message.lines.map((line, index) => (
                        // Lines have no id of their own; their order is the booking's.
                        // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once
                        <div key={index} style={styles.lineBox}>
                          <p style={{ margin: 0, ...styles.muted }}>{line.kindLabel}</p>
                          <p style={{ margin: "2px 0", ...styles.strong }}>{line.name}</p>
                          <p style={{ margin: 0 }}>
                            {line.dates} · {line.nights} · {line.guests}
                            {line.quantity > 1 ? ` · ×${line.quantity}` : ""} · {line.value}
                          </p>
                        </div>
                      ))}
                    </Section>
                    <Section>
                      <h2 style={styles.subheading}>{labels.payment}</h2>
                      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
                        <tbody>
                          {money.fullValue.map((value) => (
                            <Row key={`full-${value}`} label={labels.fullValue}>
                              {value}
                            </Row>
                          ))}
                          <Row label={money.depositLabel} strong>
                            {money.depositInr}
                            {money.depositEur ? ` (≈ ${money.depositEur})` : ""}
                          </Row>
                          {money.balanceDue.map((value) => (
                            <Row key={`balance-${value}`} label={labels.balanceDueOnArrival}>
                              {value}
                            </Row>
                          ))}
                          {money.refund ? (
                            <Row label={labels.refund} strong>
                              {money.refund.inr} (≈ {money.refund.eur})
                            </Row>
                          ) : null}
                          <Row label={labels.status}>{message.status}</Row>
                          <Row label={labels.paymentId}>{message.paymentId}</Row>
                          <Row label={labels.orderId}>{message.orderId}</Row>
                        </tbody>
                      </table>
                    </Section>
                    {message.nextSteps.length ? (
                      <Section>
                        <h2 style={styles.subheading}>{labels.whatHappensNext}</h2>
                        <ol style={{ margin: 0, paddingLeft: "20px" }}>
                          {message.nextSteps.map((step) => (
                            <li key={step.title} style={{ marginBottom: "8px" }}>
                              <span style={styles.strong}>{step.title}.</span> {step.text}
                            </li>
                          ))}
                        </ol>
                      </Section>
                    ) : null}
                    {message.cancellation ? (
                      <Section>
                        <h2 style={styles.subheading}>{labels.cancellationPolicy}</h2>
                        {message.cancellation.deadlines.map((text) => (
                          <p key={text} style={{ margin: "0 0 4px", ...styles.strong }}>
                            {text}
                          </p>
                        ))}
                        <p style={{ margin: "0 0 8px" }}>{message.cancellation.afterDeadlines}</p>
                        <ul style={{ margin: 0, paddingLeft: "20px", ...styles.muted }}>
                          {message.cancellation.terms.map((text) => (
                            <li key={text}>{text}</li>
                          ))}
                        </ul>
                      </Section>
                    ) : null}
                    <Section style={{ textAlign: "center" }}>
                      <a href={message.link.url} style={styles.button}>
                        {message.link.label}
                      </a>
                    </Section>
                    <tr>
                      <td style={styles.footer}>
                        <p style={{ margin: "0 0 4px", ...styles.strong }}>{contact.name}</p>
                        <p style={{ margin: 0 }}>{contact.address}</p>
                        <p style={{ margin: 0 }}>
                          <a href={`mailto:${contact.email}`} style={{ color: colors.forest }}>
                            {contact.email}
                          </a>{" "}
                          · {contact.phones.join(" · ")}
                        </p>
                        <p style={{ margin: 0 }}>
                          {labels.officeHours}: {contact.hours.join(", ")}
                        </p>
                        <p style={{ margin: "8px 0 0" }}>
                          <a href={contact.siteUrl} style={{ color: colors.forest }}>
                            {contact.siteUrl.replace(/^https?:\/\//, "")}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export type RenderedEmail = { subject: string; html: string; text: string };

/** The guest e-mail for this booking: subject, HTML and plain text from one BookingMessage. */
export function renderGuestEmail(booking: BookingView, kind: GuestMessageKind, options: BookingMessageOptions = {}): RenderedEmail {
  return renderBookingMessage(bookingMessage(booking, kind, options));
}

/** A message composed elsewhere (the guest's booking page's own e-mails), in the same HTML and text. */
export function renderBookingMessage(message: BookingMessage): RenderedEmail {
  return {
    subject: message.subject,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<GuestEmail message={message} />)}`,
    text: guestEmailText(message),
  };
}
