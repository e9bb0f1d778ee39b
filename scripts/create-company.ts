import { COUNTRIES, type Country } from '../common/constants';
import { passwordFailures } from '../common/password';
import { createCompany } from '../server/modules/companies/service';
import { options, runCli } from './cli';

/**
 * npm run company:create -- --name "Acme Sdn Bhd" --slug acme --domain acme.example.com
 *   [--domain www.acme.example.com] [--country MY|ID] --email hq@acme.example.com --password 'S3cret!pass'
 */
void runCli(async () => {
  const o = options(process.argv.slice(2));
  const one = (key: string) => {
    const v = o[key]?.[0];
    if (!v) throw new Error(`--${key} is required`);
    return v;
  };
  const country = (o.country?.[0] ?? 'MY').toUpperCase();
  if (!COUNTRIES.includes(country as Country)) throw new Error('--country must be MY or ID');
  const password = one('password');
  if (passwordFailures(password).length) throw new Error('The password needs 8+ characters with upper and lower case, a number and a special character');
  const { company, hq } = await createCompany({
    name: one('name'),
    slug: one('slug'),
    domains: o.domain ?? [],
    country: country as Country,
    hq: { email: one('email'), password, firstName: o['first-name']?.[0] ?? 'HQ' },
  });
  console.log(`Company ${company.id} "${company.name}" created with domains ${(o.domain ?? []).join(', ') || '(none)'}; HQ login ${hq.email}.`);
});
