import { TAX_MAX_PERCENT } from '../../../common/company';
import type { Ctx } from '../../platform/context';
import { NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { invalidateTenants } from '../../platform/tenancy';
import { addressProblems, isBank, msic } from '../reference';
import { Company } from './models';

/**
 * The company profile (docs/rules.md: "Company profile"; the /company page's profile tab): identity,
 * address (Malaysian or Indonesian), contact, bank, prefix, and the e-invoicing facts (TIN,
 * MSIC code, tax percentage). The regulatory names comTinNo, comMsicNo and comMsicDesc are
 * accepted and served as aliases. Country and currency are fixed when the company is created
 * (money is stored in the currency's minor units), so the form may send them but not change them.
 */

export interface ProfileInput {
  companyName: string;
  orgId?: string | null;
  companyRoc?: string | null;
  comAddr1?: string | null;
  comAddr2?: string | null;
  comPostcode?: string | null;
  comCity?: string | null;
  comState?: string | null;
  comCountry?: string | null;
  comCodePhone?: string | null;
  comPhone?: string | null;
  comEmail?: string | null;
  comBankCompany?: string | null;
  comBankNumber?: string | null;
  comBankName?: string | null;
  comBankIdentity?: string | null;
  comCurrency?: string | null;
  comPrefixName?: string | null;
  province?: string | null;
  regency?: string | null;
  district?: string | null;
  village?: string | null;
  comTIN?: string | null;
  comTinNo?: string | null;
  comMsicCode?: string | null;
  comMsicNo?: string | null;
  comMsicDescription?: string | null;
  comMsicDesc?: string | null;
  comTaxPercentage?: number | null;
}

async function company(ctx: Ctx): Promise<Company> {
  const row = await Company.query(ctx.trx).findById(ctx.companyId);
  if (!row) throw new NotFoundError();
  return row;
}

export function profileOf(c: Company) {
  const tax = c.taxRateBp / 100;
  return {
    id: c.id,
    companyName: c.name,
    orgId: c.orgId,
    companyRoc: c.companyRoc,
    comAddr1: c.addr1,
    comAddr2: c.addr2,
    comPostcode: c.postcode,
    comCity: c.city,
    comState: c.state,
    comCountry: c.country,
    comCodePhone: c.phoneCode,
    comPhone: c.phone,
    comEmail: c.email,
    comBankCompany: c.bankCompany,
    comBankNumber: c.bankNumber,
    comBankName: c.bankName,
    comBankIdentity: c.bankIdentity,
    comCurrency: c.currency,
    comPrefixName: c.prefixName,
    province: c.province,
    regency: c.regency,
    district: c.district,
    village: c.village,
    comTIN: c.tin,
    comMsicCode: c.msicCode,
    comMsicDescription: c.msicDescription,
    comTaxPercentage: tax,
    // Regulatory variant (e-invoicing forms)
    comTinNo: c.tin,
    comMsicNo: c.msicCode,
    comMsicDesc: c.msicDescription,
  };
}

export async function getProfile(ctx: Ctx) {
  return profileOf(await company(ctx));
}

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

/** Address part → the form field its problem is reported on. */
const ADDRESS_FIELD = {
  state: 'comState',
  city: 'comCity',
  postcode: 'comPostcode',
  province: 'province',
  regency: 'regency',
  district: 'district',
  village: 'village',
} as const;

/** Saves the profile. A field left out keeps its value; null or '' clears it. */
export async function saveProfile(ctx: Ctx, input: ProfileInput) {
  const current = await company(ctx);
  const fields: FieldErrors = {};

  if (blank(input.comCountry) && input.comCountry!.trim().toUpperCase() !== current.country) fields.comCountry = { key: 'company.fixedField' };
  if (blank(input.comCurrency) && input.comCurrency!.trim().toUpperCase() !== current.currency) fields.comCurrency = { key: 'company.fixedField' };

  const tin = blank(input.comTIN) !== undefined ? blank(input.comTIN) : blank(input.comTinNo);
  const msicCode = blank(input.comMsicCode) !== undefined ? blank(input.comMsicCode) : blank(input.comMsicNo);
  const msicField = input.comMsicCode !== undefined ? 'comMsicCode' : 'comMsicNo';
  const msicDescription = blank(input.comMsicDescription) !== undefined ? blank(input.comMsicDescription) : blank(input.comMsicDesc);

  const patch: Partial<Company> = {
    name: input.companyName.trim(),
    orgId: blank(input.orgId),
    companyRoc: blank(input.companyRoc),
    addr1: blank(input.comAddr1),
    addr2: blank(input.comAddr2),
    postcode: blank(input.comPostcode),
    city: blank(input.comCity),
    state: blank(input.comState),
    phoneCode: blank(input.comCodePhone),
    phone: blank(input.comPhone),
    email: blank(input.comEmail)?.toLowerCase() ?? blank(input.comEmail),
    bankCompany: blank(input.comBankCompany),
    bankNumber: blank(input.comBankNumber),
    bankName: blank(input.comBankName),
    bankIdentity: blank(input.comBankIdentity),
    prefixName: blank(input.comPrefixName)?.toUpperCase() ?? blank(input.comPrefixName),
    province: blank(input.province),
    regency: blank(input.regency),
    district: blank(input.district),
    village: blank(input.village),
    tin: tin?.toUpperCase() ?? tin,
    msicCode,
    msicDescription,
  };
  if (!patch.name) fields.companyName = { key: 'validation.required' };

  // MSIC: the code must be one of the /list-msic codes; its official description is stored.
  if (msicCode) {
    const found = msic(msicCode).find((m) => m.code === msicCode);
    if (!found) fields[msicField] = { key: 'company.msicUnknown' };
    else if (!msicDescription) patch.msicDescription = found.description;
  }

  if (input.comTaxPercentage !== undefined) {
    const percent = input.comTaxPercentage ?? 0;
    const bp = Math.round(percent * 100);
    if (percent < 0 || percent > TAX_MAX_PERCENT || Math.abs(bp - percent * 100) > 1e-6) fields.comTaxPercentage = { key: 'company.taxPercentage' };
    else patch.taxRateBp = bp;
  }

  if (patch.bankCompany && !isBank(current.country, patch.bankCompany)) fields.comBankCompany = { key: 'validation.invalid' };

  // The address is checked against the reference data once it has a first line.
  const merged = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as Company;
  if (merged.addr1) {
    const problems = addressProblems({ ...merged, country: current.country });
    for (const [part, key] of Object.entries(problems)) {
      // Malaysian companies have no province…village; Indonesian ones no Malaysian state list.
      fields[ADDRESS_FIELD[part as keyof typeof ADDRESS_FIELD]] = { key };
    }
  }
  if (current.country === 'MY') Object.assign(patch, { province: null, regency: null, district: null, village: null });

  if (Object.keys(fields).length) throw new ValidationError(fields);
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await Company.query(ctx.trx).findById(ctx.companyId).patch(clean);
  invalidateTenants();
  return getProfile(ctx);
}
