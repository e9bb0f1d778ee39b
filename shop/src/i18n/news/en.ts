/**
 * The newsfeed and hall of fame screens' texts (English; defines the shape of id.ts and ms.ts).
 * They load with those screens and the home page's headline card (features/news/texts.ts).
 */
export const en = {
  shop: {
    news: {
      title: 'Newsfeed',
      headlines: 'Latest news',
      seeAll: 'See all news',
      pinned: 'Pinned',
      empty: 'No news yet. Announcements from HQ will appear here as soon as they are posted.',
      notFound: 'This post is no longer available. It may have been deleted by HQ.',
      back: 'Back to the newsfeed',
      readMore: 'Read more',
      openPdf: 'Open the PDF',
      video: 'Video: %{subject}',
      image: 'Picture of %{subject}',
    },
    hof: {
      title: 'Hall of fame',
      empty: 'Nobody in the hall of fame yet. The agents HQ honours will appear here.',
    },
  },
};
