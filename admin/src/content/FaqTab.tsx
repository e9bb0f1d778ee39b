/** The Faq tab of /company. */
export function FaqTab() {
  return null;
}
