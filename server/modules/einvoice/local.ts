import type { Config } from '../../config';
import { startMyInvoisSimulator, type MyInvoisSimulator } from './simulator';

/**
 * The in-process MyInvois simulator of development, the demo and the tests (MYINVOIS_SIMULATOR on;
 * the default outside production when no MYINVOIS_ENV or MYINVOIS_API_URL is set). It listens on a
 * free port of 127.0.0.1 (or MYINVOIS_SIM_PORT), accepts any client id and secret (open
 * registration, so a company's e-invoicing setup works without real LHDN credentials), and points
 * `config.einvoice` at itself. server/main.ts starts it and stops it on close.
 */
export async function startLocalMyInvois(config: Config): Promise<MyInvoisSimulator | null> {
  if (!config.einvoice.simulator) return null;
  const sim = await startMyInvoisSimulator({ port: Number(process.env.MYINVOIS_SIM_PORT || 0), openRegistration: true });
  config.einvoice.identityUrl = sim.identityUrl;
  config.einvoice.apiUrl = sim.apiUrl;
  config.einvoice.portalUrl = sim.portalUrl;
  return sim;
}
