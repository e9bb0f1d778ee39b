/** Console texts of the content area (terms, welcoming e-mails, FAQ) (English; defines the shape of id.ts and ms.ts). */
const en = {
  content: {
    menu: 'Content',
    kind: { tnc: 'Agreement', greeting: 'Welcoming e-mail', faq: 'FAQ' },
    add: 'Add %{kind}',
    create: 'New %{kind}',
    edit: 'Edit %{kind}',
    allTiers: 'All levels',
    hqOnly: 'No level (HQ only)',
    visibleTo: 'Visible to',
    everyItem: 'Every item',
    pdf: 'PDF',
    fields: {
      tierIds: 'Levels',
      question: 'Question',
      answer: 'Answer',
      greetSubject: 'Subject',
      greetDetail: 'Message',
      tncDetails: 'Terms and conditions',
      pdfUpload: 'PDF document',
      removePdf: 'Remove the current PDF',
    },
    help: {
      tierIds: 'Tick none to show it to all levels.',
      greetDetail: 'Sent to each new agent of the chosen levels. {{name}}, {{level}} and {{company}} are filled in.',
      pdf: 'PDF only, at most 10 MB.',
    },
  },
};

export default en;
