import { User } from '../users';

/** A staff member: a `users` row of role 'staff', with who invited it and when. */
export class StaffMember extends User {
  invitedBy!: number | null;
  invitedAt!: string | null;
}
