import { site } from "~/catalogue/site";
import type { PrivacyNotice } from "./privacy-notice";
import { ACCOUNTS_RETENTION_FINANCIAL_YEARS, FORM_SUBMISSION_DAYS, UNPAID_ORDER_DAYS } from "./retention-rules";

const { street, locality, region, postalCode } = site.address;

export const englishPrivacyNotice: PrivacyNotice = {
  title: `Privacy | ${site.name}`,
  description: `What ${site.name} keeps about you when you book or write to us, why, for how long, who else sees it, and how to have it corrected or erased.`,
  home: "Home",
  eyebrow: "Your data",
  heading: "Privacy",
  intro: "What we keep when you book a stay or write to us, why we keep it, for how long, and how to have it corrected or erased.",
  who: {
    title: "Who we are",
    text: `${site.name}, ${street}, ${locality}, ${region} ${postalCode}, India. We decide what this website keeps about you.`,
    before: "Write to us at",
    after: " about anything on this page.",
  },
  kept: {
    title: "What we keep, and for how long",
    items: [
      {
        what: "A booking you did not complete: your name, e-mail and phone, the dates and rooms you chose",
        why: "So we can help if you come back to pay or write to us about it.",
        howLong: `${UNPAID_ORDER_DAYS} days after you last touched it. Then your name, e-mail and phone are removed; the dates and amounts stay, with nothing that points to you.`,
      },
      {
        what: "A booking you paid for: your contact details, your stay, what you paid and what was refunded",
        why: "To prepare and host your stay, then because Indian law requires us to keep accounting records.",
        howLong: `For ${ACCOUNTS_RETENTION_FINANCIAL_YEARS} financial years after the one in which your stay (or its last refund) falls, the period the Companies Act 2013 (s.128(5)) sets for books of account. Then your details are removed as above.`,
      },
      {
        what: "Arrival details you give on your booking page: your flight and landing time, whether you want the airport pickup, dietary needs, a note, and for guests from abroad, if you choose, passport and visa details",
        why: "To meet you at the airport, to cook for you, and to register foreign guests with the authorities (Form C) within 24 hours of arrival, as Indian law requires.",
        howLong: "Until your stay is over: deleted the day after check-out, or as soon as the booking is cancelled.",
      },
      {
        what: "Messages you send us (the contact form, a consultation request, your contact details at checkout)",
        why: "To pass them to our team's inbox and answer you.",
        howLong: `${FORM_SUBMISSION_DAYS} days after we received (or last tried to deliver) them, then deleted from this website. Our replies live in our e-mail.`,
      },
      {
        what: "Notes our team writes about your booking (for a refund, a payment at the front desk)",
        why: "Our own bookkeeping.",
        howLong: "As long as your details: they are cleared when your details are removed.",
      },
    ],
    label: "Kept: ",
    note: "We never ask for health details through this website. Your cart stays in your own browser until you pay, and we measure how fast our pages load without anything that identifies you.",
  },
  recipients: {
    title: "Who else sees it",
    items: [
      {
        who: "Razorpay (payments, India)",
        what: "Takes your card or UPI payment. It receives your e-mail, phone and the booking reference, and keeps its own records as Indian payment rules require.",
      },
      {
        who: "Cloudflare (hosting)",
        what: "Runs this website, stores its database and sends our e-mails to you. Its request logs are kept for a few days.",
      },
      {
        who: "Formspree (forms)",
        what: "Delivers your messages and our booking notices to our team's inbox.",
      },
    ],
    note: "We do not sell your details or share them for advertising.",
  },
  rights: {
    title: "Your rights",
    before: "You may ask to see what we hold about you, to correct it, or to have it erased. Write to",
    after:
      " from the address you booked with. We erase every booking and message under that address, keeping only the amounts and dates the law requires, with nothing that points to you. While your stay is still ahead, or money is still on its way to or from you, we finish that first.",
    backups:
      "Our backups keep a copy of the database for 30 days, so an erasure reaches every copy within 30 days. If you are unhappy with our answer, you may complain to the data protection authority where you live, or to the Data Protection Board of India.",
  },
  questions: "Questions before you book?",
  contact: "Contact us",
};
