import { site } from "~/catalogue/site";
import type { PrivacyNotice } from "./privacy-notice";
import { ACCOUNTS_RETENTION_FINANCIAL_YEARS, FORM_SUBMISSION_DAYS, UNPAID_ORDER_DAYS } from "./retention-rules";

const { street, locality, region, postalCode } = site.address;

const days = (n: number) => `${n} ${n === 1 ? "Tag" : "Tage"}`;
const financialYears = (n: number) => `${n} ${n === 1 ? "Geschäftsjahr" : "Geschäftsjahre"}`;

export const germanPrivacyNotice: PrivacyNotice = {
  title: `Datenschutz | ${site.name}`,
  description: `Was das ${site.name} über Sie speichert, wenn Sie buchen oder uns schreiben, warum und wie lange, wer es sonst sieht und wie Sie es berichtigen oder löschen lassen.`,
  home: "Start",
  eyebrow: "Ihre Daten",
  heading: "Datenschutz",
  intro:
    "Was wir speichern, wenn Sie einen Aufenthalt buchen oder uns schreiben, warum wir es speichern, wie lange, und wie Sie es berichtigen oder löschen lassen können.",
  who: {
    title: "Wer wir sind",
    text: `${site.name}, ${street}, ${locality}, ${region} ${postalCode}, Indien. Wir entscheiden, was diese Website über Sie speichert.`,
    before: "Zu allem auf dieser Seite erreichen Sie uns unter",
    after: ".",
  },
  kept: {
    title: "Was wir speichern – und wie lange",
    items: [
      {
        what: "Eine Buchung, die Sie nicht abgeschlossen haben: Ihr Name, Ihre E-Mail-Adresse und Telefonnummer, die gewählten Daten und Zimmer",
        why: "Damit wir Ihnen helfen können, wenn Sie zurückkommen, um zu bezahlen, oder uns dazu schreiben.",
        howLong: `${days(UNPAID_ORDER_DAYS)} nach Ihrer letzten Änderung. Dann werden Ihr Name, Ihre E-Mail-Adresse und Telefonnummer entfernt; Daten und Beträge bleiben, ohne jeden Hinweis auf Sie.`,
      },
      {
        what: "Eine Buchung, die Sie bezahlt haben: Ihre Kontaktdaten, Ihr Aufenthalt, was Sie bezahlt haben und was erstattet wurde",
        why: "Um Ihren Aufenthalt vorzubereiten und Sie zu beherbergen, danach, weil das indische Recht uns zur Aufbewahrung der Buchhaltungsunterlagen verpflichtet.",
        howLong: `${financialYears(ACCOUNTS_RETENTION_FINANCIAL_YEARS)} lang nach dem Geschäftsjahr, in das Ihr Aufenthalt (oder seine letzte Erstattung) fällt – so lange, wie der Companies Act 2013 (s.128(5)) es für Geschäftsbücher vorschreibt. Danach werden Ihre Angaben wie oben beschrieben entfernt.`,
      },
      {
        what: "Anreisedaten, die Sie auf Ihrer Buchungsseite angeben: Ihr Flug und Ihre Landezeit, ob Sie die Abholung vom Flughafen wünschen, Ernährungswünsche, eine Notiz und bei Gästen aus dem Ausland, wenn Sie möchten, Pass- und Visumdaten",
        why: "Um Sie am Flughafen abzuholen, für Sie zu kochen und ausländische Gäste innerhalb von 24 Stunden nach der Ankunft bei den Behörden anzumelden (Form C), wie es das indische Recht verlangt.",
        howLong: "Bis Ihr Aufenthalt vorüber ist: gelöscht am Tag nach dem Check-out oder sobald die Buchung storniert wird.",
      },
      {
        what: "Nachrichten, die Sie uns senden (das Kontaktformular, eine Anfrage für ein Beratungsgespräch, Ihre Kontaktdaten beim Bezahlen)",
        why: "Um sie an das Postfach unseres Teams weiterzuleiten und Ihnen zu antworten.",
        howLong: `${days(FORM_SUBMISSION_DAYS)} nach Eingang (oder unserem letzten Zustellversuch), dann werden sie von dieser Website gelöscht. Unsere Antworten liegen in unserem E-Mail-Postfach.`,
      },
      {
        what: "Notizen, die unser Team zu Ihrer Buchung schreibt (zu einer Erstattung, einer Zahlung an der Rezeption)",
        why: "Unsere eigene Buchhaltung.",
        howLong: "So lange wie Ihre Angaben: Sie werden gelöscht, wenn Ihre Angaben entfernt werden.",
      },
    ],
    label: "Gespeichert: ",
    note: "Über diese Website fragen wir nie nach Gesundheitsdaten. Ihr Warenkorb bleibt in Ihrem eigenen Browser, bis Sie bezahlen, und wie schnell unsere Seiten laden, messen wir ohne alles, was Sie erkennbar macht.",
  },
  recipients: {
    title: "Wer sie sonst sieht",
    items: [
      {
        who: "Razorpay (Zahlungen, Indien)",
        what: "Nimmt Ihre Zahlung per Karte oder UPI entgegen. Razorpay erhält Ihre E-Mail-Adresse, Telefonnummer und die Buchungsnummer und führt eigene Aufzeichnungen, wie es die indischen Zahlungsvorschriften verlangen.",
      },
      {
        who: "Cloudflare (Hosting)",
        what: "Betreibt diese Website, speichert ihre Datenbank und versendet unsere E-Mails an Sie. Die Protokolle der Seitenaufrufe werden dort einige Tage aufbewahrt.",
      },
      {
        who: "Formspree (Formulare)",
        what: "Stellt Ihre Nachrichten und unsere Buchungsmitteilungen im Postfach unseres Teams zu.",
      },
    ],
    note: "Wir verkaufen Ihre Daten nicht und geben sie nicht für Werbung weiter.",
  },
  rights: {
    title: "Ihre Rechte",
    before:
      "Sie können verlangen, zu erfahren, was wir über Sie gespeichert haben, es zu berichtigen oder löschen zu lassen. Schreiben Sie dazu an",
    after:
      " – von der Adresse, mit der Sie gebucht haben. Wir löschen jede Buchung und jede Nachricht unter dieser Adresse und behalten nur die Beträge und Daten, die das Gesetz verlangt, ohne jeden Hinweis auf Sie. Steht Ihr Aufenthalt noch bevor oder ist noch Geld an Sie oder von Ihnen unterwegs, schließen wir das zuerst ab.",
    backups:
      "Unsere Sicherungskopien bewahren die Datenbank 30 Tage lang auf, sodass eine Löschung innerhalb von 30 Tagen jede Kopie erreicht. Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich bei der Datenschutzbehörde Ihres Wohnorts beschweren oder beim Data Protection Board of India.",
  },
  questions: "Fragen vor Ihrer Buchung?",
  contact: "Schreiben Sie uns",
};
