/** Console texts of the newsfeed and the hall of fame (English; defines the shape of id.ts and ms.ts). */
const en = {
  resources: {
    newsfeed: {
      name: 'Post |||| Newsfeed',
      fields: {
        q: 'Search',
        pin: 'Pinned',
        subject: 'Subject',
        content: 'Content',
        fileUrl: 'Attachment',
        file: 'Image or PDF',
        videoId: 'YouTube video',
        createdAt: 'Posted',
      },
      notifications: { created: 'News posted', updated: 'Post saved', deleted: 'Post deleted' },
    },
    'hall-of-fame': {
      name: 'Entry |||| Hall of fame',
      fields: {
        q: 'Search',
        userImgUrl: 'Photo',
        userImg: 'Photo',
        hofTitle: 'Title',
        hofDate: 'Date',
        userName: 'Agent name',
        userAchievement: 'Achievement',
      },
      notifications: { created: 'Added to the hall of fame', updated: 'Entry saved', deleted: 'Removed from the hall of fame' },
    },
  },
  newsfeed: {
    menu: 'Newsfeed',
    title: 'Newsfeed',
    create: 'Post news',
    empty: "No news yet. Use “Post news”: agents read posts in the agent app's newsfeed and the latest headlines on its home page.",
    pinned: 'Pinned',
    actions: { post: 'Post news', pin: 'Pin', unpin: 'Unpin' },
    file: { pdf: 'PDF', image: 'Image' },
    help: {
      content: 'Bold, italic, underline, lists and links are kept; other formatting is removed.',
      videoId: 'Optional: a YouTube video ID or link, e.g. https://youtu.be/dQw4w9WgXcQ',
      videoInvalid: 'Enter a YouTube video ID (11 characters) or a YouTube video link.',
      file: 'Optional: a JPG or PNG image or a PDF, at most 10 MB.',
      pin: 'Pinned posts stay at the top of the newsfeed.',
    },
    delete: { title: 'Delete this post?', content: 'Agents will no longer see it. This cannot be undone.' },
    editor: {
      toolbar: 'Formatting',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      bullets: 'Bulleted list',
      numbers: 'Numbered list',
      link: 'Link',
      clear: 'Clear formatting',
      linkPrompt: 'Link address (https://…)',
    },
  },
  hallOfFame: {
    menu: 'Hall of fame',
    title: 'Hall of fame',
    create: 'Add to the hall of fame',
    empty: 'Nobody in the hall of fame yet. Use “Add to hall of fame” to honour an agent: agents see it on the hall of fame page of the agent app.',
    actions: { add: 'Add to hall of fame' },
    help: { hofTitle: 'E.g. Top recruiter of October', userImg: 'Optional: a JPG or PNG photo, at most 5 MB.' },
    delete: { title: 'Remove this entry?', content: 'Agents will no longer see it in the hall of fame.' },
  },
};

export default en;
