/**
 * '1 night', '3 nights', '2 participants'. English only, like the rest of the copy. The pages and
 * the Worker's guest e-mails count the same nights and guests, so it sits with the domain rules,
 * which both may import.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
