import type { Catalogs, Translation } from '../../../common/web/i18n';

/** The profile page of HQ and staff (admin/src/profile); English defines the shape. */
const en = {
  profile: {
    menu: 'Profile',
    title: 'My profile',
    details: 'Account details',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phoneCode: 'Code',
    phone: 'Phone',
    phoneInvalid: 'Enter 6 to 20 digits (spaces and dashes allowed).',
    codeInvalid: 'Enter a country code such as +60.',
    save: 'Save',
    saved: 'Profile saved',
    changePicture: 'Change picture',
    pictureSaved: 'Picture saved',
    pictureType: 'Choose a JPEG or PNG picture.',
    pictureSize: 'The picture must be at most 2 MB.',
    password: {
      menu: 'Change password',
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      confirm: 'Confirm new password',
      weak: 'The new password does not meet every rule below.',
      submit: 'Change password',
      changed: 'Password changed',
    },
  },
};

const id: Translation<typeof en> = {
  profile: {
    menu: 'Profil',
    title: 'Profil saya',
    details: 'Detail akun',
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    email: 'E-mail',
    phoneCode: 'Kode',
    phone: 'Telepon',
    phoneInvalid: 'Masukkan 6 sampai 20 angka (spasi dan tanda hubung diperbolehkan).',
    codeInvalid: 'Masukkan kode negara seperti +62.',
    save: 'Simpan',
    saved: 'Profil disimpan',
    changePicture: 'Ganti foto',
    pictureSaved: 'Foto disimpan',
    pictureType: 'Pilih foto JPEG atau PNG.',
    pictureSize: 'Ukuran foto paling besar 2 MB.',
    password: {
      menu: 'Ganti kata sandi',
      title: 'Ganti kata sandi',
      current: 'Kata sandi saat ini',
      new: 'Kata sandi baru',
      confirm: 'Konfirmasi kata sandi baru',
      weak: 'Kata sandi baru belum memenuhi semua aturan di bawah.',
      submit: 'Ganti kata sandi',
      changed: 'Kata sandi diganti',
    },
  },
};

const ms: Translation<typeof en> = {
  profile: {
    menu: 'Profil',
    title: 'Profil saya',
    details: 'Butiran akaun',
    firstName: 'Nama pertama',
    lastName: 'Nama akhir',
    email: 'E-mel',
    phoneCode: 'Kod',
    phone: 'Telefon',
    phoneInvalid: 'Masukkan 6 hingga 20 digit (ruang dan sengkang dibenarkan).',
    codeInvalid: 'Masukkan kod negara seperti +60.',
    save: 'Simpan',
    saved: 'Profil disimpan',
    changePicture: 'Tukar gambar',
    pictureSaved: 'Gambar disimpan',
    pictureType: 'Pilih gambar JPEG atau PNG.',
    pictureSize: 'Saiz gambar mestilah tidak melebihi 2 MB.',
    password: {
      menu: 'Tukar kata laluan',
      title: 'Tukar kata laluan',
      current: 'Kata laluan semasa',
      new: 'Kata laluan baharu',
      confirm: 'Sahkan kata laluan baharu',
      weak: 'Kata laluan baharu belum memenuhi semua peraturan di bawah.',
      submit: 'Tukar kata laluan',
      changed: 'Kata laluan ditukar',
    },
  },
};

export const profileTexts: Catalogs = { en, id, ms };
