/** The Agreement tab of /company. */
export function AgreementTab() {
  return null;
}
