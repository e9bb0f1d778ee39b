/** The commission ranks tab of /company (SPEC.md §3 Commission rank). */
export function CommissionRankTab() {
  return null;
}
