import PDFDocument from 'pdfkit';
import { Company } from '../server/modules/companies/models';
import { MarketingFile, MarketingFolder, MarketingFolderTier } from '../server/modules/marketing-files/models';
import { Tier } from '../server/modules/tiers/models';
import { platform } from '../server/platform';
import { letterTile } from './tile';

/**
 * The demo company's marketing files, added once (also to demo databases that predate
 * them): a folder for every tier with a one-page product brochure PDF, and a folder for the Master
 * Stockist tier only with a launch poster PNG, stored through the storage adapter like uploads.
 */
export async function seedDemoMarketingFiles(): Promise<void> {
  const company = await Company.query().findOne({ slug: 'demo' });
  if (!company) return;
  const scope = { companyId: company.id };
  if (await MarketingFolder.of(scope).first()) return;
  const { storage } = platform();
  const topTier = await Tier.of(scope).orderBy('rank_number').first();

  const everyone = await MarketingFolder.of(scope).insertAndFetch({ folderName: 'Product brochures', allTiers: true });
  const pdf = await brochure();
  const pdfKey = await storage.save(company.id, 'marketing', 'pdf', pdf);
  await MarketingFile.of(scope).insert({ folderId: everyone.id, fileName: 'Glow Serum brochure', fileType: 'pdf', size: pdf.length, storageKey: pdfKey });

  const kit = await MarketingFolder.of(scope).insertAndFetch({ folderName: `${topTier?.levelName ?? 'Leaders'} launch kit`, allTiers: !topTier });
  if (topTier) await MarketingFolderTier.of(scope).insert({ folderId: kit.id, tierId: topTier.id });
  const png = letterTile('Glow Serum launch', 512);
  const pngKey = await storage.save(company.id, 'marketing', 'png', png);
  await MarketingFile.of(scope).insert({ folderId: kit.id, fileName: 'Launch poster', fileType: 'png', size: png.length, storageKey: pngKey });
}

/** A one-page A5 brochure. */
function brochure(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', info: { Title: 'Glow Serum brochure', Creator: 'Agent platform demo' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(24).text('Glow Serum 30ml', { align: 'center' });
  doc.moveDown().fontSize(12).text('A light serum for a healthy glow, made for the Malaysian climate.', { align: 'center' });
  doc.moveDown().text('Retail price RM 129.00 · Ask your upline for the agent price.', { align: 'center' });
  doc.end();
  return done;
}
