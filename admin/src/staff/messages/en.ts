/** Texts of the staff area (the users and permissions tab and the /staff page) (English; defines the shape of id.ts and ms.ts). */
const en = {
  resources: {
    staff: {
      name: 'Staff member |||| Staff',
      fields: {
        q: 'Search',
        name: 'Name',
        email: 'E-mail',
        status: 'Status',
        permissions: 'Permissions',
        invitedAt: 'Invited',
        actions: 'Actions',
      },
    },
  },
  staff: {
    menu: 'Staff',
    title: 'Users and permissions',
    you: 'You',
    invite: { button: 'Invite staff', title: 'Invite a staff member', send: 'Send invitation' },
    permissions: { title: 'Permissions of %{name}' },
    action: { permissions: 'Permissions', resend: 'Resend invitation', suspend: 'Suspend', unsuspend: 'Unsuspend', remove: 'Remove' },
    remove: { title: 'Remove %{name}?', content: 'The staff member will no longer be able to sign in. This cannot be undone.' },
  },
};

export default en;
