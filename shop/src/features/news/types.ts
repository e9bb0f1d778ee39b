export type { HofEntry, NewsPostView as NewsPost } from '../../../../common/news';

export const newsPostPath = (id: number) => `/newsfeed/${id}`;
