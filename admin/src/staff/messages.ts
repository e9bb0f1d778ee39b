import type { Translation } from '../../../common/web/i18n';

/** Texts of the staff area (the users and permissions tab and the /staff page). */
export const en = {
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

export const id: Translation<typeof en> = {
  resources: {
    staff: {
      name: 'Staf |||| Staf',
      fields: {
        q: 'Cari',
        name: 'Nama',
        email: 'E-mail',
        status: 'Status',
        permissions: 'Izin',
        invitedAt: 'Diundang',
        actions: 'Tindakan',
      },
    },
  },
  staff: {
    menu: 'Staf',
    title: 'Pengguna dan izin',
    you: 'Anda',
    invite: { button: 'Undang staf', title: 'Undang anggota staf', send: 'Kirim undangan' },
    permissions: { title: 'Izin %{name}' },
    action: { permissions: 'Izin', resend: 'Kirim ulang undangan', suspend: 'Tangguhkan', unsuspend: 'Aktifkan kembali', remove: 'Hapus' },
    remove: { title: 'Hapus %{name}?', content: 'Anggota staf ini tidak akan dapat masuk lagi. Tindakan ini tidak dapat dibatalkan.' },
  },
};

export const ms: Translation<typeof en> = {
  resources: {
    staff: {
      name: 'Kakitangan |||| Kakitangan',
      fields: {
        q: 'Cari',
        name: 'Nama',
        email: 'E-mel',
        status: 'Status',
        permissions: 'Kebenaran',
        invitedAt: 'Dijemput',
        actions: 'Tindakan',
      },
    },
  },
  staff: {
    menu: 'Kakitangan',
    title: 'Pengguna dan kebenaran',
    you: 'Anda',
    invite: { button: 'Jemput kakitangan', title: 'Jemput kakitangan', send: 'Hantar jemputan' },
    permissions: { title: 'Kebenaran %{name}' },
    action: { permissions: 'Kebenaran', resend: 'Hantar semula jemputan', suspend: 'Gantung', unsuspend: 'Tarik balik gantungan', remove: 'Padam' },
    remove: { title: 'Padam %{name}?', content: 'Kakitangan ini tidak lagi boleh log masuk. Tindakan ini tidak boleh dibatalkan.' },
  },
};
