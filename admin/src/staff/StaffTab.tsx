/** The users and permissions tab of /company: invite staff, grant and revoke permissions, suspend, remove. */
export function StaffTab() {
  return null;
}
