import type { Entry } from './entry';

/** Server messages of the agents area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const agentsMessages = {
  'agents.uplineNotFound': {
    en: 'The upline must be an agent of this company.',
    id: 'Upline harus agen dari perusahaan ini.',
    ms: 'Upline mestilah ejen syarikat ini.',
  },
  'agents.moveIntoOwnGroup': {
    en: 'An agent cannot be placed under one of its own downlines.',
    id: 'Agen tidak dapat ditempatkan di bawah downline-nya sendiri.',
    ms: 'Ejen tidak boleh diletakkan di bawah downline sendiri.',
  },
  'agents.helperNotFound': {
    en: 'The helper must be an agent of this company.',
    id: 'Helper harus agen dari perusahaan ini.',
    ms: 'Helper mestilah ejen syarikat ini.',
  },
  'agents.noDownline': {
    en: 'No downline detected!',
    id: 'Tidak ada downline yang terdeteksi!',
    ms: 'Tiada downline dikesan!',
  },
  'agents.noMatch': {
    en: 'No Data Found!',
    id: 'Data Tidak Ditemukan!',
    ms: 'Tiada Data Ditemui!',
  },
  'agents.registered': {
    en: 'Agent registered. A link to set the password has been e-mailed.',
    id: 'Agen terdaftar. Tautan untuk membuat kata sandi telah dikirim lewat e-mail.',
    ms: 'Ejen didaftarkan. Pautan untuk menetapkan kata laluan telah dihantar melalui e-mel.',
  },
  'agents.uplineRank': {
    en: 'The upline must be of a higher level than the agent.',
    id: 'Upline harus berada di level yang lebih tinggi daripada agen.',
    ms: 'Upline mestilah pada tahap yang lebih tinggi daripada ejen.',
  },
  'agents.emailTaken': {
    en: 'This e-mail is already registered.',
    id: 'E-mail ini sudah terdaftar.',
    ms: 'E-mel ini sudah didaftarkan.',
  },
  'agents.usernameTaken': {
    en: 'This username is already taken.',
    id: 'Nama pengguna ini sudah dipakai.',
    ms: 'Nama pengguna ini sudah diambil.',
  },
  'agents.identityTaken': {
    en: 'This identity number is already registered.',
    id: 'Nomor identitas ini sudah terdaftar.',
    ms: 'Nombor pengenalan ini sudah didaftarkan.',
  },
  'agents.usernameFormat': {
    en: 'Use 3 to 50 letters, numbers, dots, dashes or underscores.',
    id: 'Gunakan 3 sampai 50 huruf, angka, titik, tanda hubung, atau garis bawah.',
    ms: 'Gunakan 3 hingga 50 huruf, nombor, titik, sengkang atau garis bawah.',
  },
  // promote: promote, demote, suspend, inactivity (server/modules/agents/promotion.ts)
  'agents.sameTier': {
    en: "The new level is the same as or above the upline's level. Please choose a new upline of a higher level.",
    id: 'Level baru sama dengan atau di atas level upline. Silakan pilih upline baru dengan level yang lebih tinggi.',
    ms: 'Tahap baharu sama dengan atau melebihi tahap upline. Sila pilih upline baharu yang bertahap lebih tinggi.',
  },
  'agents.uplineNotHigher': {
    en: "The new upline must be of a higher level than the agent's new level.",
    id: 'Upline baru harus memiliki level yang lebih tinggi dari level baru agen.',
    ms: 'Upline baharu mestilah bertahap lebih tinggi daripada tahap baharu ejen.',
  },
  'agents.noHigherTier': {
    en: 'This agent is already at the highest level.',
    id: 'Agen ini sudah berada di level tertinggi.',
    ms: 'Ejen ini sudah berada di tahap tertinggi.',
  },
  'agents.noLowerTier': {
    en: 'This agent is already at the lowest level.',
    id: 'Agen ini sudah berada di level terendah.',
    ms: 'Ejen ini sudah berada di tahap terendah.',
  },
  'agents.tierNotHigher': {
    en: 'A promotion must move the agent to a higher level.',
    id: 'Promosi harus memindahkan agen ke level yang lebih tinggi.',
    ms: 'Kenaikan pangkat mesti memindahkan ejen ke tahap yang lebih tinggi.',
  },
  'agents.tierNotLower': {
    en: 'A demotion must move the agent to a lower level.',
    id: 'Penurunan harus memindahkan agen ke level yang lebih rendah.',
    ms: 'Penurunan pangkat mesti memindahkan ejen ke tahap yang lebih rendah.',
  },
  'agents.tierNotFound': {
    en: 'This level does not exist.',
    id: 'Level ini tidak ada.',
    ms: 'Tahap ini tidak wujud.',
  },
  'agents.helperIsSelf': {
    en: 'An agent cannot be its own helper.',
    id: 'Agen tidak dapat menjadi helper bagi dirinya sendiri.',
    ms: 'Ejen tidak boleh menjadi helper dirinya sendiri.',
  },
  'agents.promoted': {
    en: 'The agent has been promoted.',
    id: 'Agen telah dipromosikan.',
    ms: 'Ejen telah dinaikkan pangkat.',
  },
  'agents.demoted': {
    en: 'The agent has been demoted.',
    id: 'Agen telah diturunkan.',
    ms: 'Ejen telah diturunkan pangkat.',
  },
  'agents.suspendedDone': {
    en: 'The agent has been suspended.',
    id: 'Agen telah ditangguhkan.',
    ms: 'Ejen telah digantung.',
  },
  'agents.unsuspendedDone': {
    en: 'The agent has been unsuspended.',
    id: 'Penangguhan agen telah dibatalkan.',
    ms: 'Penggantungan ejen telah ditarik balik.',
  },
  'agents.alreadySuspended': {
    en: 'This agent is already suspended.',
    id: 'Agen ini sudah ditangguhkan.',
    ms: 'Ejen ini sudah digantung.',
  },
  'agents.notSuspended': {
    en: 'This agent is not suspended.',
    id: 'Agen ini tidak ditangguhkan.',
    ms: 'Ejen ini tidak digantung.',
  },
  // agentdb: agent database, details, CSV export (server/modules/agents/database.ts)
  'agents.detailsSaved': {
    en: "The agent's details have been saved.",
    id: 'Detail agen telah disimpan.',
    ms: 'Butiran ejen telah disimpan.',
  },
  'agents.exportTooLarge': {
    en: 'Too many agents to export at once (at most {{max}}). Please narrow the filters.',
    id: 'Terlalu banyak agen untuk diekspor sekaligus (maksimal {{max}}). Silakan persempit filter.',
    ms: 'Terlalu banyak ejen untuk dieksport sekali gus (maksimum {{max}}). Sila kecilkan penapis.',
  },
} satisfies Record<string, Entry>;
