import PDFDocument from 'pdfkit';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../common/constants';
import { HallOfFame, NewsPost } from '../server/modules/news/models';
import { sanitizeRichText } from '../server/modules/news/rich-text';
import { User } from '../server/modules/users/models';
import { platform } from '../server/platform';
import { clock, toDbTime } from '../server/platform/time';
import { letterTile } from './tile';

/**
 * The demo company's newsfeed and hall of fame: a pinned post with a PDF catalogue, a
 * post with a YouTube video, one with a picture, and three agents in the hall of fame with
 * photos. Files go through the storage adapter like uploads. Run once, when the demo company is
 * created (db/demo.ts).
 */

/** A one-page PDF with a title and a few lines, as HQ would attach. */
function catalogue(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(22).text(title).moveDown();
  doc.fontSize(12);
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

const daysAgo = (days: number) => toDbTime(dayjs(clock.now()).tz(TIME_ZONE).subtract(days, 'day').hour(10).minute(0).toDate());

export async function seedDemoNews(companyId: number): Promise<void> {
  const scope = { companyId };
  const { storage } = platform();
  const hq = await User.of(scope).findOne({ role: 'hq' });
  const pdf = await catalogue('Year-end catalogue', ['Glow Serum 30ml: buy 5, get 1 free', 'Night Cream 50g: 10% off for Master Stockists', 'Valid until 31 December']);
  const posts = [
    {
      subject: 'Year-end promotion: the new catalogue is out',
      content:
        '<p>Our <b>year-end promotion</b> starts today. Highlights:</p><ul><li>Glow Serum 30ml: buy 5, get 1 free</li><li>Night Cream 50g: 10% off for Master Stockists</li></ul><p>The full catalogue is attached.</p>',
      pin: true,
      file: await storage.save(companyId, 'news', 'pdf', pdf),
      videoId: null,
      createdAt: daysAgo(6),
    },
    {
      subject: 'Video: how to order stock in the agent app',
      content: '<p>A short walk-through of <i>My Shop</i>: adding products, choosing pickup or delivery and paying.</p>',
      pin: false,
      file: null,
      videoId: 'M7lc1UVf-VE',
      createdAt: daysAgo(3),
    },
    {
      subject: 'Welcome to our new Master Stockists',
      content: '<p>Congratulations to the agents promoted this month. Ask your upline about the next training day.</p>',
      pin: false,
      file: await storage.save(companyId, 'news', 'png', letterTile('Welcome')),
      videoId: null,
      createdAt: daysAgo(1),
    },
  ];
  for (const post of posts) {
    await NewsPost.of(scope).insert({ ...post, content: sanitizeRichText(post.content), usrOrgId: hq?.id ?? null, updatedAt: post.createdAt });
  }

  const lastMonth = dayjs(clock.now()).tz(TIME_ZONE).subtract(1, 'month').endOf('month').format('YYYY-MM-DD');
  const famous = [
    { hofTitle: 'Top seller of the month', userName: 'Aisyah Agent', userAchievement: 'Highest personal sales of the month' },
    { hofTitle: 'Top recruiter of the month', userName: 'Budi Agent', userAchievement: 'Brought three new agents into the team' },
    { hofTitle: 'Rising star', userName: 'Chong Agent', userAchievement: 'First month above the Dealer target' },
  ];
  for (const entry of famous) {
    await HallOfFame.of(scope).insert({ ...entry, hofDate: lastMonth, userImg: await storage.save(companyId, 'hof', 'png', letterTile(entry.userName)) });
  }
}
