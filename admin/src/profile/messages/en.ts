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

export default en;
