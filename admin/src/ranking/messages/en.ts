/** Console texts of the score ranking in the console's language chunk: the menu label (the page's own are in ../texts.ts). */
const en = {
  ranking: { menu: 'Score ranking' },
};

export default en;
