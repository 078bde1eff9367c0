import type { ContactPageCopy } from "./contact-page";
import { site } from "./site";

export const contactPageDe: ContactPageCopy = {
  intro:
    "Sie haben Fragen zu einem Retreat, einem Zimmer oder dazu, was Ayurveda für Sie tun kann? Schreiben Sie uns: Jede Nachricht beantwortet ein Mitglied unseres Teams innerhalb von 24 Stunden.",
  officeHours: [
    { days: "Mo–Fr", hours: "9:00–18:00 Uhr IST" },
    { days: "Sa", hours: "10:00–16:00 Uhr IST" },
    { days: "So", hours: "geschlossen" },
  ],
  faqs: [
    {
      question: "Was sollte ich mitbringen?",
      answer:
        "Leichte, luftige Baumwollkleidung für Yoga und Behandlungen, einen Schal für kühle Morgenstunden, Sandalen, Sonnenschutz und Ihre Medikamente samt Verordnung für das Gespräch mit unserem Arzt. Yogamatten, Handtücher und ayurvedische Pflegeprodukte liegen für Sie bereit.",
    },
    {
      question: "Ist ein Retreat auch für Einsteiger geeignet?",
      answer: `Ja. Die meisten unserer Gäste kommen zum ersten Mal mit Ayurveda oder Yoga in Berührung. Ihr Programm stellt der Arzt nach einer Pulsdiagnose für Sie zusammen, und da nie mehr als ${site.guestsAtOnce} Gäste zugleich bei uns sind, geht jede Stunde in Ihrem Tempo.`,
    },
    {
      question: "Können Sie auf meine Ernährung eingehen?",
      answer:
        "Unsere Küche kocht vegetarisch und sattvisch, abgestimmt auf Ihre Konstitution. Vegane, glutenfreie und allergiegerechte Gerichte sind leicht möglich: Sagen Sie uns bei der Buchung Bescheid.",
    },
    {
      question: "Wie komme ich zu Ihnen?",
      answer: `Sie fliegen zum internationalen Flughafen Trivandrum (TRV). Den Transfer organisieren wir; die Fahrt zum Retreat dauert etwa ${site.airportTransferMinutes} Minuten.`,
    },
  ],
};
