/**
 * The privacy page's words in one language: what the site keeps about guests, why, for how long,
 * and whom to write to (docs/decisions/081-retention.md). The periods come from the constants the
 * daily retention run enforces, so the page and the Cron Trigger cannot disagree. A paragraph that
 * names the resort's e-mail address is split around it: `before`, a space, the link, then `after` (which
 * brings its own space or punctuation).
 */
export type PrivacyNotice = {
  title: string;
  description: string;
  home: string;
  eyebrow: string;
  heading: string;
  intro: string;
  who: { title: string; text: string; before: string; after: string };
  kept: { title: string; items: { what: string; why: string; howLong: string }[]; label: string; note: string };
  recipients: { title: string; items: { who: string; what: string }[]; note: string };
  rights: { title: string; before: string; after: string; backups: string };
  questions: string;
  contact: string;
};
