/** The Greeting tab of /company. */
export function GreetingTab() {
  return null;
}
