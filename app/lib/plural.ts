/** '1 night', '3 nights', '2 participants'. English only, like the rest of the copy. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
